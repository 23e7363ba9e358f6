#!/usr/bin/env python3
"""The contract suite through the Python package (`import deduce`, in process):
the cases of contract_cases.py, the command line's (contract_test.py), held
to the same partial results and the same errors.

A stop is a StopToken given to the call and stopped from another thread (the
package's own stop of one call; Ctrl-C of the process is its KeyboardInterrupt,
checked once in a child). A call that outlives the hang bound fails the suite.
What has no meaning here, one line each:
  progress line  the calls pass `quiet`; a progress line is the terminal's
  standard input `-`, help, translate, serve: the command line's alone
  svg listing    the calls take no `format` (pictures are not drawn through them)

Usage: contract_python_test.py DEDUCE SOURCE_DIR  (PYTHONPATH: build/python)
"""
import os
import pathlib
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contract_cases import (Cases, Checks, Outcome, KINDS, MEMORY_BUDGET_MB,  # noqa: E402
                            UTF8_MESSAGE, case_table, check_batch, check_memory_case,
                            check_stopped, cli_error, junk, peak_kb, utf8_texts)

import deduce  # noqa: E402

DEDUCE, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
HANG_BOUND = 30.0  # seconds: only a hang crosses it
CASES = Cases(ROOT, tempfile.mkdtemp(prefix="deduce-contract-python-"))
check = Checks()


def puzzle_of(inputs):
    paths = [pathlib.Path(p) for p in inputs]
    return paths[0] if len(paths) == 1 else paths


def call(command, inputs, options):
    """The call of a case: the whole document (print: its message)."""
    if command == "generate":
        return deduce.document("generate", inputs[0], **options)
    if command == "print":
        rest = {k: v for k, v in options.items() if k != "output"}
        return deduce.print_pdf(puzzle_of(inputs), options["output"], **rest)
    return deduce.document(command, puzzle_of(inputs), **options)


def outcome(command, inputs, options, stop_after=None):
    """A case through the package, as an Outcome; `stop_after` seconds in, the
    call's StopToken is stopped from another thread."""
    box, stopped = {}, []
    if stop_after is not None:
        token = deduce.StopToken()
        options = dict(options, stop_token=token)
        timer = threading.Timer(stop_after, lambda: (stopped.append(time.monotonic()),
                                                     token.stop()))

    def run():
        try:
            box["answer"] = call(command, inputs, options)
        except deduce.InputError as e:
            box["error"] = (e.line, e.column, e.message)
        except deduce.UsageError as e:
            box["error"] = (0, 0, str(e))
        except Exception as e:  # a crash of the package: the case fails with it
            box["crash"] = repr(e)
        box["end"] = time.monotonic()

    start = time.monotonic()
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    if stop_after is not None:
        timer.start()
    worker.join(HANG_BOUND)
    if worker.is_alive():
        print(f"FAILED: {command} {inputs} {options}: hung past {HANG_BOUND} s", flush=True)
        os._exit(1)
    check("crash" not in box, f"{command} {inputs}: raised {box.get('crash')}")
    seconds = box["end"] - start
    after = box["end"] - stopped[0] if stopped else None
    answer = box.get("answer")
    if "error" in box:
        return Outcome(2, None, box["error"], box["error"][2], seconds, after)
    if command == "print":
        return Outcome(answer["exit_code"], None, None, answer["message"], seconds, after)
    error = next(((r["line"], r["column"], r["message"]) for r in answer["results"]
                  if r.get("record") == "error"), None)
    return Outcome(answer["exit_code"], answer, error, "", seconds, after)


def pairs():
    for (command, family), work in CASES.work.items():
        for name, extra, after in (("timeout", {"timeout": 0.1}, None),
                                   ("node-limit", {"node_limit": 1}, None),
                                   ("interrupt", {}, work.delay)):
            o = outcome(command, work.inputs, dict(work.options, **extra), stop_after=after)
            check_stopped(check, f"{name} {command} {family}", name, work, o)
        if command == "generate":
            continue
        bad, good = CASES.cannot[command], CASES.good[family]
        extra = {"output": CASES.pdf} if command == "print" else {}
        o = outcome(command, [good, bad, good], extra)
        if command == "print":  # its records are its PDF's: the refusal is its message
            check(o.code == 2 and bad in o.message, f"batch print {family}: {o}")
            continue
        check_batch(check, f"batch {command} {family}", o, bad, cli_error(DEDUCE, command, bad))
    o = outcome("generate", ["river"], {"order": 5})
    check(o.code == 2 and o.error[0] == 0, f"generate river order=5: {o}")


def shared_cases():
    for name, command, inputs, options, expect in case_table(CASES):
        wrong = expect(outcome(command, inputs, options))
        check(wrong is None, f"{name}: {command} {inputs} {options}: {wrong}")


def memory_case_child():
    """In a child of its own, so that its peak is this count's alone (and
    Python's own); the child reads it itself: wait4 would read this runner's
    peak too (peak_kb)."""
    o = outcome("solve", [CASES.empty_square(256)],
                {"count": True, "memory": MEMORY_BUDGET_MB, "timeout": 30})
    rs = o.doc["results"] if o.doc else []
    print(o.code, rs and rs[0]["stop"], rs and rs[0]["count"], rs and rs[0]["exact"], peak_kb())


def memory_case():
    p = subprocess.Popen([sys.executable, __file__, DEDUCE, ROOT, "--memory-case"],
                         stdout=subprocess.PIPE, text=True)
    out, _ = p.communicate()
    check(p.returncode == 0, "the memory case's child failed")
    code, stop, count, exact, peak = out.split()
    doc = {"results": [{"record": "result", "stop": stop, "count": int(count),
                        "exact": exact == "True"}]}
    check_memory_case(check, "order 256 under memory", Outcome(int(code), doc, None, "", 0, None),
                      int(peak))
    print(f"order 256 under memory: peak {int(peak) // 1024} MB (budget {MEMORY_BUDGET_MB} MB)",
          flush=True)


def not_utf8():
    path, line, column = junk(CASES)
    for kind in KINDS:
        for command in ("solve", "check"):
            o = outcome(command, [path], {"kind": kind})
            check(o.code == 2 and o.error == (line, column, UTF8_MESSAGE),
                  f"binary input, {command} kind={kind}: {o.code} {o.error}")
    # Text read with errors="surrogateescape" holds its bytes that were not UTF-8.
    text = (b"Zo\xc3\xab\n\xc3\xa7\xc3\xa0 \xff").decode("utf-8", "surrogateescape")
    try:
        deduce.solve(text, kind="text")
        o = (0, 0, "read")
    except deduce.InputError as e:
        o = (e.file, e.line, e.column, e.message)
    check(o == ("puzzle", 2, 4, UTF8_MESSAGE), f"not UTF-8 in a text: {o}")
    for path in utf8_texts(CASES):
        o = outcome("solve", [path], {})
        check(o.code in (0, 1) and o.error is None, f"UTF-8 text {path}: {o.code} {o.error}")


# Ctrl-C of a process whose main thread is in a call: the call stops, then
# KeyboardInterrupt; two SIGINTs at once are one (a job runner signals the
# process and its group), and the next call runs whole.
CTRL_C = """
import pathlib, sys, deduce
print("ready", flush=True)
try:
    deduce.count(pathlib.Path(sys.argv[1]), threads=1)
    print("not interrupted", flush=True)
except KeyboardInterrupt:
    print("interrupted", flush=True)
print("next", deduce.count(pathlib.Path(sys.argv[2])), flush=True)
"""


def ctrl_c():
    p = subprocess.Popen([sys.executable, "-c", CTRL_C, CASES.latin8, CASES.good["futoshiki"]],
                         stdout=subprocess.PIPE, text=True)
    check(p.stdout.readline().strip() == "ready", "the Ctrl-C child did not start")
    # (Long enough for a loaded machine to be inside the count, 16 s whole:
    # two SIGINTs before it are Python's own KeyboardInterrupt twice.)
    time.sleep(1.0)
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate(timeout=HANG_BOUND)
    check(p.returncode == 0 and out.split("\n")[:2] == ["interrupted", "next 1"] and
          time.monotonic() - sent < 3 + 1, f"two SIGINTs at once: {p.returncode} {out!r}")
    # Two stops of one token at once are one stop.
    token = deduce.StopToken()
    threading.Timer(0.2, lambda: (token.stop(), token.stop())).start()
    n = deduce.count(pathlib.Path(CASES.latin8), stop_token=token)
    check(not n.exact and n.stop == "interrupted", f"two stops at once: {n.stop}")


def generate_stops():
    """generate's stream says a stop as its last JSON Lines line does."""
    big = {"style": "bbeh", "positions": 16, "categories": 16, "count": 3, "timeout": 0.1}
    stream = deduce.generate("zebra", records=True, **big)
    made = []
    try:
        while True:
            made.append(next(stream))
    except StopIteration as end:
        check(end.value is not None and end.value["stop"] == "timeout" and
              end.value["exit_code"] == 3, f"generate's stop: {end.value}")
    o = outcome("generate", ["zebra"], dict(big, timeout=None), stop_after=0.3)
    check(o.code == 3 and o.doc["stop"] == "interrupted", f"generate stopped: {o.doc}")
    for i, text in enumerate(deduce.generate("zebra", style="zebralogic", records=True, count=3,
                                             seed=2, positions=4)):
        g = text["generated"]
        table = deduce.solve(g["english"])["solutions"][0]
        rows = [[str(q + 1)] + [table[c][q].replace("_", " ") for c in table]
                for q in range(len(g["answer"]["rows"]))]
        check(rows == g["answer"]["rows"], f"generated English {i} does not read back")
    texts = list(deduce.generate("futoshiki", count=3, seed=2))
    check([deduce.check(t)["uniqueness"] for t in texts] == ["unique"] * 3, "generated read back")


def cut_counts():
    ck = os.path.join(CASES.tmp, "count.ckpt")
    for name, extra, after in (("timeout", {"timeout": 0.1}, None),
                               ("node-limit", {"node_limit": 5000}, None),
                               ("interrupt", {}, 0.3)):
        o = outcome("solve", [CASES.latin8], dict(extra, count=True, checkpoint=ck),
                    stop_after=after)
        check(o.code == 3 and o.doc["results"][0]["stop"] ==
              {"timeout": "timeout", "node-limit": "node_limit", "interrupt": "interrupted"}[name],
              f"checkpointed count, {name}: {o.code} {o.doc and o.doc['results'][0]['stop']}")
    bad = CASES.write("bad.ckpt", "# deduce subproblems 1\ncut\n")
    o = outcome("solve", [CASES.good["futoshiki"]], {"count": True, "checkpoint": bad})
    check(o.code == 2 and o.error == cli_error(DEDUCE, "solve", CASES.good["futoshiki"],
                                               {"count": True, "checkpoint": bad}),
          f"bad checkpoint: {o.error}")


def others():
    """The defects of the command line's suite that have a call here."""
    g = CASES.good
    o = outcome("grade", [g["zebra"], g["river"], g["futoshiki"]], {})
    check(o.code == 2 and [r["record"] for r in o.doc["results"]] == ["result", "error", "result"],
          f"grade batch: {o.doc}")
    for path in ("futoshiki_9x9.fut", "zebra_10x10.zebra"):
        p = pathlib.Path(ROOT, "examples", path)
        check(deduce.grade(p) == deduce.hint(p)["explained"]["grade"], f"hint's grade, {path}")
    for command in ("grade", "explain", "hint"):
        o = outcome(command, [CASES.z13], {})
        check(o.code == 0 and o.seconds < HANG_BOUND, f"{command} 13x13: {o.code} {o.seconds:.1f}")
    check("svg" not in (deduce.analyze.__doc__ or ""), "help(deduce.analyze) offers svg")


if __name__ == "__main__":
    if "--memory-case" in sys.argv:
        memory_case_child()
        sys.exit(0)
    pairs()
    shared_cases()
    memory_case()
    not_utf8()
    ctrl_c()
    generate_stops()
    cut_counts()
    others()
    check.report()
