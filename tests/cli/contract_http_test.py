#!/usr/bin/env python3
"""The contract suite through HTTP (`deduce serve`, docs/web.md): the cases of
contract_cases.py, the command line's (contract_test.py), held to the same
partial results and the same errors.

A request is one puzzle text: a batch of files is the client's, a request a
file, put together here as the command line's document (an error record at
the file for a 400, the most serious exit code). A stop is DELETE of the named
request (X-Deduce-Request); Ctrl-C is the server's SIGINT. What has no
meaning here, one line each:
  progress line  the server runs its calls quiet
  binary input   JSON is UTF-8 text, so such a body is refused whole (400, at
                 its byte in the body, not a place in the puzzle)
  checkpoint     a request may not name a file on the server (400)
  standard input `-`, help, translate: the command line's alone
  client disconnect: the request runs on to its timeout (10 s unless given),
                 holding its worker; only DELETE and Ctrl-C stop it sooner

Usage: contract_http_test.py DEDUCE SOURCE_DIR [--sanitized]
"""
import http.client
import json
import os
import signal
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web"))
from contract_cases import (Cases, Checks, Outcome, KINDS, MEMORY_BUDGET_MB,  # noqa: E402
                            UTF8_MESSAGE, case_table, check_batch, check_memory_case,
                            check_stopped, cli_error, junk, peak_kb, utf8_texts)
from server_process import Server  # noqa: E402

DEDUCE, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
SANITIZED = "--sanitized" in sys.argv[3:]
HANG_BOUND = 90.0 if SANITIZED else 30.0  # seconds: only a hang crosses it
CASES = Cases(ROOT, tempfile.mkdtemp(prefix="deduce-contract-http-"))
SEVERITY = [2, 3, 1, 0]  # a batch's exit code: the most serious of its files'
check = Checks()
names = iter(range(1 << 30))


def text_of(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


def body_bytes(body):
    """The body's bytes: a text's bytes that were not UTF-8 go as they were."""
    return json.dumps(body, ensure_ascii=False).encode("utf-8", "surrogateescape")


def post(server, command, body, name=None):
    """(status, exit code, content type, body bytes) of POST /api/COMMAND; a
    PDF's messages (X-Deduce-Message) in place of its bytes."""
    c = http.client.HTTPConnection("127.0.0.1", server.port, timeout=HANG_BOUND)
    c.request("POST", "/api/" + command, body=body_bytes(body),
              headers={"X-Deduce-Request": name} if name else {})
    r = c.getresponse()
    data = r.read()
    c.close()
    if r.getheader("content-type") == "application/pdf":
        data = r.getheader("X-Deduce-Message", "").encode()
    return r.status, int(r.getheader("X-Deduce-Exit-Code", "2")), r.getheader("content-type"), data


def one(server, command, path_or_kind, options, stop_after):
    """One request; (exit code, result or error records, stop, message, time of the stop)."""
    options = {k: v for k, v in options.items() if k != "output"}  # print's PDF is the answer
    body = {"kind": path_or_kind, "options": options} if command == "generate" else \
        {"puzzle": text_of(path_or_kind), "options": options}
    name, stopped, answered = None, [], threading.Event()
    if stop_after is not None:
        name = f"case-{next(names)}"

        def stop():
            # A loaded machine may not have registered the request yet (404:
            # no request runs under the name): the client asks again.
            stopped.append(time.monotonic())
            while server.request("DELETE", "/api/requests/" + name)[0] == 404:
                if answered.wait(0.01):
                    break
        timer = threading.Timer(stop_after, stop)
        timer.start()
    status, code, kind, data = post(server, command, body, name)
    answered.set()
    if stop_after is not None:
        timer.cancel()
        timer.join()
    if kind.startswith("application/json") and status == 200:
        doc = json.loads(data)
        return code, doc["results"], doc.get("stop"), "", stopped
    message = json.loads(data)["error"] if kind.startswith("application/json") else None
    if status == 200:  # a PDF, and what was said beside it
        return code, [], None, data.decode(), stopped
    if status == 422:
        return code, [], None, message["message"], stopped
    record = {"record": "error", "file": path_or_kind, "line": message["line"],
              "column": message["column"], "message": message["message"], "exit_code": 2}
    return 2, [record], None, message["message"], stopped


def outcome(server, command, inputs, options, stop_after=None):
    """A case over HTTP, as an Outcome: a request an input, put together."""
    start = time.monotonic()
    codes, results, stop, messages, stopped = [], [], None, [], []
    for item in inputs:
        code, records, run_stop, message, when = one(server, command, item, options, stop_after)
        codes.append(code)
        results += records
        stop = stop or run_stop
        messages.append(message)
        stopped += when
    end = time.monotonic()
    code = min(codes, key=SEVERITY.index)
    error = next(((r["line"], r["column"], r["message"]) for r in results
                  if r["record"] == "error"), None)
    doc = None
    if command != "print" and (results or code != 2 or command == "generate"):
        doc = {"deduce": "", "command": command, "results": results, "exit_code": code}
        if stop:
            doc["stop"] = stop
    if error and error[0] == 0:  # a refusal of the request, not of a puzzle
        doc = None
    return Outcome(code, doc, error, "\n".join(messages), end - start,
                   end - stopped[0] if stopped else None)


def pairs(server):
    for (command, family), work in CASES.work.items():
        # (The node limit's request says a timeout of its own: the server's
        # default, 10 s, would otherwise cut work the node limit leaves
        # whole on a loaded machine, such as generate's 2,000 Futoshikis,
        # made by deduction without a search node, and say `timeout`.)
        for name, extra, after in (("timeout", {"timeout": 0.1}, None),
                                   ("node-limit", {"node_limit": 1, "timeout": 600}, None),
                                   ("interrupt", {}, work.delay)):
            o = outcome(server, command, work.inputs, dict(work.options, **extra),
                        stop_after=after)
            check_stopped(check, f"{name} {command} {family}", name, work, o, SANITIZED)
        if command in ("generate", "print"):
            continue  # generate reads no file; print's refusal is shared_cases'
        bad, good = CASES.cannot[command], CASES.good[family]
        o = outcome(server, command, [good, bad, good], {})
        check_batch(check, f"batch {command} {family}", o, bad, cli_error(DEDUCE, command, bad))
    o = outcome(server, "generate", ["river"], {"order": 5})
    check(o.code == 2 and o.error[0] == 0, f"generate river order=5: {o}")


def shared_cases(server):
    for name, command, inputs, options, expect in case_table(CASES):
        wrong = expect(outcome(server, command, inputs, options))
        check(wrong is None, f"{name}: {command} {inputs} {options}: {wrong}")


def memory_case():
    """A server of its own, so that its peak is this count's alone."""
    server = Server(DEDUCE, "--workers", "1")
    o = outcome(server, "solve", [CASES.empty_square(256)],
                {"count": True, "memory": MEMORY_BUDGET_MB, "timeout": 30})
    peak = peak_kb(server.proc.pid)
    server.stop()
    check_memory_case(check, "order 256 under memory", o, peak, SANITIZED)


def not_utf8(server):
    path, _, _ = junk(CASES)
    for kind in KINDS:
        for command in ("solve", "check"):
            o = outcome(server, command, [path], {"kind": kind} if kind else {})
            check(o.code == 2 and o.error and UTF8_MESSAGE in o.error[2],
                  f"binary input, {command} kind={kind}: {o.code} {o.error}")
    for path in utf8_texts(CASES):
        o = outcome(server, "solve", [path], {})
        check(o.code in (0, 1) and o.error is None, f"UTF-8 text {path}: {o.code} {o.error}")


def double_stop(server):
    """Two DELETEs of one request at once are one stop; the server's Ctrl-C
    twice at once stops the running request, partial, and the server, exit 0."""
    body = {"puzzle": text_of(CASES.latin8), "options": {"count": True}}
    answer = {}
    t = threading.Thread(target=lambda: answer.update(r=post(server, "solve", body, "twice")))
    t.start()
    time.sleep(0.3)
    statuses = []
    while 200 not in statuses and t.is_alive():  # until the request is registered
        statuses = []
        deletes = [threading.Thread(target=lambda: statuses.append(
            server.request("DELETE", "/api/requests/twice")[0])) for _ in range(2)]
        for d in deletes:
            d.start()
        for d in deletes:
            d.join(HANG_BOUND)
    t.join(HANG_BOUND)
    status, code, _, data = answer["r"]
    stop = json.loads(data)["results"][0]["stop"] if status == 200 else None
    check(status == 200 and code == 3 and stop == "interrupted", f"two DELETEs: {status} {stop}")
    alone = Server(DEDUCE, "--workers", "1")
    t = threading.Thread(target=lambda: answer.update(r=post(alone, "solve", body)))
    t.start()
    time.sleep(0.3)
    alone.proc.send_signal(signal.SIGINT)
    code, seconds = alone.stop(signal.SIGINT, timeout=HANG_BOUND)
    t.join(HANG_BOUND)
    status, exit_code, _, data = answer["r"]
    stop = json.loads(data)["results"][0]["stop"] if status == 200 else None
    check(code == 0 and status == 200 and exit_code == 3 and stop == "interrupted",
          f"two SIGINTs at once: server {code}, answer {status} {stop}")


def others(server):
    """The command line's other cases that have a request here."""
    o = outcome(server, "solve", [CASES.good["futoshiki"]],
                {"count": True, "checkpoint": os.path.join(CASES.tmp, "c.ckpt")})
    check(o.code == 2 and "names a file on the server" in o.error[2], f"checkpoint: {o.error}")
    o = outcome(server, "generate", ["zebra"], {"positions": 16, "categories": 16, "count": 3,
                                                "style": "bbeh", "format": "jsonl"},
                stop_after=0.3)
    check(o.code == 3 and o.after_stop < 3, f"generate jsonl stopped: {o.code} {o.after_stop}")
    status, code, _, data = post(server, "generate", {"kind": "zebra", "options": {
        "positions": 16, "categories": 16, "count": 3, "style": "bbeh", "format": "jsonl",
        "timeout": 0.1}})
    last = json.loads(data.decode().splitlines()[-1])
    check(status == 200 and code == 3 and last == {"record": "stop", "stop": "timeout",
                                                    "exit_code": 3}, f"generate jsonl: {last}")
    for path in ("futoshiki_9x9.fut", "zebra_10x10.zebra"):
        p = os.path.join(ROOT, "examples", path)
        g = outcome(server, "grade", [p], {}).doc["results"][0]["explained"]["grade"]
        h = outcome(server, "hint", [p], {}).doc["results"][0]["explained"]["grade"]
        check(g == h, f"hint's grade {h} != grade's {g}, {path}")
    status, code, kind, data = post(server, "solve", {"puzzle": text_of(
        os.path.join(ROOT, "examples", "latin6.fut")), "options": {"all": True, "format": "svg",
                                                                  "timeout": 1}})
    check(status == 200 and code == 3 and len(data) <= 16 << 20,
          f"svg listing: {status} {code} {len(data)} bytes")


if __name__ == "__main__":
    main = Server(DEDUCE, "--workers", "2")
    try:
        pairs(main)
        shared_cases(main)
        not_utf8(main)
        double_stop(main)
        others(main)
    finally:
        code, _ = main.stop(timeout=HANG_BOUND)
        check(code == 0, f"the server's exit: {code}")
    memory_case()
    check.report()
