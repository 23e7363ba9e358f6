#!/usr/bin/env python3
"""The contract suite: every command x every family it takes x each promise of
docs/output.md ("The contract"), through the built binary.

Each (command, family) pair has a piece of work that runs long without a limit
(or, where the family's answer is quick, the largest bundled example), and each
scenario asserts the exit code, the partial mark, output that parses, and that
the run ends within a generous bound that only a hang would cross:

  timeout     --timeout 0.1: exit 3 with the partial mark where the work is long;
              exit 0 or 1, complete, where it is quick
  interrupt   SIGINT 0.3 s in: exit 3 with the partial mark (or finished before)
  node-limit  --node-limit 1: exit 3 with the partial mark, or finished without a node
  batch       a good file, a file the command cannot take, a good file: exit 2,
              an error record for the bad file (text and JSON) and both good ones run
  json/jsonl  --timeout with --format json and jsonl: the output parses; a result
              whose stop is not "none" has exit_code 3, and a cut count is not exact

Every run is under an address-space cap (ulimit -v) unless the binary is built
with AddressSanitizer (--sanitized), whose shadow memory needs more; then the
memory budget (--memory) bounds it instead. Then the defects issue 25 names,
one test each, and the progress line on a pseudo-terminal.

Usage: contract_test.py DEDUCE SOURCE_DIR [--sanitized]
Prints 'N passed, N failed' and exits 1 when any check fails.
"""
import fcntl
import json
import os
import pty
import re
import resource
import select
import signal
import struct
import subprocess
import sys
import termios
import tempfile
import threading
import time

DEDUCE = os.path.abspath(sys.argv[1])
ROOT = os.path.abspath(sys.argv[2])
SANITIZED = "--sanitized" in sys.argv[3:]
ADDRESS_CAP = 4 << 30     # bytes, for every run of a plain build
HANG_BOUND = 60.0 if SANITIZED else 20.0  # seconds: only a hang crosses it
EX = os.path.join(ROOT, "examples")
TMP = tempfile.mkdtemp(prefix="deduce-contract-")


def startup_seconds():
    """The longest of three starts of the binary to its exit (`--version`):
    what passes before main is the loader's, not the work's, and a signal
    sent then is no test of how the work stops."""
    longest = 0.0
    for _ in range(3):
        t0 = time.monotonic()
        subprocess.run([DEDUCE, "--version"], capture_output=True)
        longest = max(longest, time.monotonic() - t0)
    return longest


STARTUP = startup_seconds()

passed = 0
failed = []


def check(ok, what):
    global passed
    if ok:
        passed += 1
    else:
        failed.append(what)
        print("FAILED: " + what, flush=True)


def cap_memory():
    if not SANITIZED:
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_CAP, ADDRESS_CAP))


def start(args):
    env = dict(os.environ)
    return subprocess.Popen([DEDUCE] + args, cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env,
                            preexec_fn=cap_memory)


def run(args, interrupt_after=None):
    """Runs deduce; returns (exit code, stdout, stderr, seconds, seconds after the signal)."""
    t0 = time.monotonic()
    p = start(args)
    signalled = None
    if interrupt_after is not None:
        try:
            p.wait(timeout=interrupt_after)
        except subprocess.TimeoutExpired:
            p.send_signal(signal.SIGINT)
            signalled = time.monotonic()
    try:
        out, err = p.communicate(timeout=HANG_BOUND)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        return -1, out.decode(errors="replace"), err.decode(errors="replace"), HANG_BOUND, None
    end = time.monotonic()
    return (p.returncode, out.decode(errors="replace"), err.decode(errors="replace"), end - t0,
            None if signalled is None else end - signalled)


def run_measured(args):
    """Runs deduce; returns (exit code, stdout, stderr, seconds, peak resident KiB), the
    peak as wait4 reads it: the child's, or this runner's own if larger (peak_kb), which
    the caller checks is not."""
    t0 = time.monotonic()
    p = start(args)
    killer = threading.Timer(HANG_BOUND, p.kill)
    killer.start()
    got = {}

    def drain(key, pipe):
        got[key] = pipe.read().decode(errors="replace")

    readers = [threading.Thread(target=drain, args=(k, f)) for k, f in
               (("out", p.stdout), ("err", p.stderr))]
    for t in readers:
        t.start()
    _, status, usage = os.wait4(p.pid, 0)
    for t in readers:
        t.join()
    killer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    return p.returncode, got["out"], got["err"], time.monotonic() - t0, usage.ru_maxrss


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contract_cases import (Cases, Outcome, argv, case_table, check_batch,  # noqa: E402
                            check_memory_case, check_stopped, json_docs, STOP_BOUND, json_is_consistent,
                            junk, partial_in_json, peak_kb, utf8_texts, results_of, KINDS,
                            MEMORY_BUDGET_MB, UTF8_MESSAGE)

CASES = Cases(ROOT, TMP)
write, write_bytes, empty_square = CASES.write, CASES.write_bytes, CASES.empty_square
WORK, GOOD, CANNOT = CASES.work, CASES.good, CASES.cannot
LATIN8, Z13, RIDDLE, PDF = CASES.latin8, CASES.z13, CASES.riddle, CASES.pdf


def partial_in_text(out, err):
    return "stopped:" in out or "stopped:" in err


def outcome(command, inputs, options, stop_after=None):
    """A case through the binary, as an Outcome (contract_cases.py): JSON but for
    print; the first error from the JSON's error record or stderr's line."""
    json_format = command != "print"
    words = argv(command, inputs, dict(options, format="json") if json_format else options)
    code, out, err, secs, after = run(words, interrupt_after=stop_after)
    doc = None
    if json_format and out.strip():
        try:
            doc = json.loads(out)
        except ValueError as e:
            # (Said as the case's failure, never a traceback of this runner:
            # output cut by the hang bound, or JSON that does not parse.)
            check(False, f"{' '.join(words)}: exit {code}, its JSON does not parse: {e}")
            return Outcome(code, None, (0, 0, "unparsable JSON"), err, secs, after)
    error = None
    for r in (doc or {"results": []})["results"]:
        if r.get("record") == "error":
            error = (r["line"], r["column"], r["message"])
            break
    located = re.match(r".*?:(\d+):(\d+): (.*)", err)
    if error is None and code == 2:
        error = (int(located[1]), int(located[2]), located[3]) if located else \
            (0, 0, err.strip())
    return Outcome(code, doc, error, err, secs, after)


def shared_cases():
    """The single cases of the shared table, through the binary."""
    for name, command, inputs, options, expect in case_table(CASES):
        o = outcome(command, inputs, options)
        wrong = expect(o)
        check(wrong is None, f"{name}: {' '.join(argv(command, inputs, options))}: {wrong}")


def stop_scenario(name, command, family, extra, fmt):
    """A pair's work under a limit or a SIGINT: in JSON the shared check
    (contract_cases.check_stopped: the partial mark and the limit's own stop);
    in text and JSON Lines the partial mark, output that parses."""
    work = WORK[(command, family)]
    options = dict(work.options, **extra)
    # (A generated puzzle may be made without a search node, so `--node-limit
    # 1` may stop none of them: 2,000 Futoshiki grids then all come out, some
    # 8 s of work that a loaded machine stretched past the hang bound, which
    # cut the JSON. A tenth of them says as much.)
    if name == "node-limit" and command == "generate" and options.get("count", 0) > 200:
        options["count"] = 200
    # A sanitized binary starts and runs about three times slower; the
    # signal is meant for the work, so it comes after the process's own
    # start (the loader and the libraries' initialisation, before main:
    # a quarter of a second under the sanitizers, more on a loaded machine).
    interrupt = STARTUP + work.delay * (3 if SANITIZED else 1) if name == "interrupt" else None
    tag = f"{name} {fmt} {command} {family}: {' '.join(argv(command, work.inputs, options))}"
    if fmt == "json":
        o = outcome(command, work.inputs, options, stop_after=interrupt)
        check("Traceback" not in o.message and "terminate called" not in o.message,
              f"{tag}: crashed: {o.message[-300:]!r}")
        check("\r" not in o.message, f"{tag}: a progress line went to a pipe")
        return check_stopped(check, tag, name, work, o, SANITIZED)
    if fmt == "jsonl":
        if command == "print":
            return  # print writes a PDF, not JSON
        options["format"] = "jsonl"
    code, out, err, secs, after = run(argv(command, work.inputs, options), interrupt_after=interrupt)
    check(code in (0, 1, 3), f"{tag}: exit {code}, stderr {err[-300:]!r}")
    check("Traceback" not in err and "terminate called" not in err, f"{tag}: crashed: {err[-300:]!r}")
    if name == "timeout":
        check(secs < 0.1 + STOP_BOUND, f"{tag}: took {secs:.2f} s")
    if work.long and name in ("timeout", "interrupt"):
        check(code == 3, f"{tag}: long work not cut (exit {code})")
    if fmt == "jsonl":
        try:
            docs = json_docs(out, True)
        except ValueError as e:
            check(False, f"{tag}: output does not parse: {e}: {out[:300]!r}")
            return
        if code == 3:
            check(partial_in_json(docs), f"{tag}: exit 3 without a stop in the JSON")
        check(json_is_consistent(docs), f"{tag}: a stopped result with exit_code != 3 or exact")
    elif code == 3:
        check(partial_in_text(out, err), f"{tag}: exit 3 without '(stopped: ...)': {out[-300:]!r} {err[-300:]!r}")
    check("\r" not in err, f"{tag}: a progress line went to a pipe")


def batch_scenario(command, family):
    bad = CANNOT[command]
    good = GOOD[family]
    options = {"output": PDF} if command == "print" else {}
    words = argv(command, [good, bad, good], options)
    code, out, err, secs, _ = run(words)
    tag = f"batch text {command} {family}: {' '.join(words)}"
    check(code == 2, f"{tag}: exit {code}, expected 2")
    located = re.compile(re.escape(bad) + r":\d+:\d+: \S")
    check(sum(1 for line in err.splitlines() if located.match(line)) == 1,
          f"{tag}: not one file:line:col line for the bad file: {err!r}")
    if command == "print":
        return  # print writes a PDF, not JSON
    check(out.count(os.path.basename(good)) >= 2 or out.count("\n") >= 2,
          f"{tag}: the good files were not both reported: {out[:300]!r}")
    o = outcome(command, [good, bad, good], options)
    check_batch(check, f"batch json {command} {family}", o, bad, o.error)


def generate_batch_like():
    """generate has no files: an option that does not apply is refused before any work."""
    code, out, err, _, _ = run(["generate", "river", "--order", "5"])
    check(code == 2 and err.count("\n") == 1, f"generate river --order 5: exit {code}, {err!r}")


def contract():
    for (command, family) in WORK:
        stop_scenario("timeout", command, family, {"timeout": 0.1}, "text")
        stop_scenario("timeout", command, family, {"timeout": 0.1}, "json")
        stop_scenario("timeout", command, family, {"timeout": 0.1}, "jsonl")
        stop_scenario("interrupt", command, family, {}, "json")
        stop_scenario("node-limit", command, family, {"node_limit": 1}, "json")
        if command != "generate":
            batch_scenario(command, family)
    generate_batch_like()


# ---- the defects of issue 25, one check each ----------------------------------

def defects():
    # --timeout is each puzzle's; --run-timeout the run's.
    two = write("two8.fut", open(LATIN8).read() * 2)
    code, out, err, secs, _ = run(["solve", "--count", "--timeout", "0.3", two])
    check(code == 3 and out.count("(stopped: --timeout 0.3)") == 2 and "at least 0 " not in out,
          f"per-puzzle timeout: {out!r}")
    code, out, err, secs, _ = run(["solve", "--count", "--run-timeout", "0.3", two])
    check(code == 3 and out.count("(stopped: --run-timeout 0.3)") == 1 and
          out.count("(stopped: --run-timeout 0.3; not started)") == 1, f"run timeout: {out!r}")
    # --timeout takes an exponent.
    code, out, err, _, _ = run(["solve", "--count", "--timeout", "1e-9", LATIN8])
    check(code == 3 and "stopped: --timeout 1e-09" in out, f"--timeout 1e-9: {code} {out!r} {err!r}")
    # The memory budget stops the work as a limit.
    code, out, err, _, _ = run(["solve", "--count", "--memory", "1", LATIN8])
    check(code == 3 and "stopped: --memory 1" in out, f"--memory 1: {code} {out!r} {err!r}")
    # A batch of three kinds for grade: the river gets its error, the others their grades.
    code, out, err, _, _ = run(["grade", "--format", "json", GOOD["zebra"], GOOD["river"],
                                GOOD["futoshiki"]])
    doc = json.loads(out)
    check(code == 2 and [r["record"] for r in doc["results"]] == ["result", "error", "result"],
          f"grade batch: {out!r}")
    # analyze says which clues it did not count.
    code, out, err, _, _ = run(["analyze", "--timeout", "0.5", Z13])
    check(code == 3 and "not counted (the work stopped first)" in out, f"analyze --timeout: {out[-400:]!r}")
    # Generated puzzles read back, several a file, in every family.
    for kind in ("futoshiki", "zebra", "river"):
        code, out, err, _, _ = run(["generate", kind, "--count", "3", "--seed", "2"])
        path = write(f"gen3.{ {'futoshiki': 'fut'}.get(kind, kind) }", out)
        code2, out2, err2, _, _ = run(["check", "--format", "json", path])
        results = [r for r in json.loads(out2)["results"] if r["record"] == "result"]
        check(code == 0 and len(results) == 3, f"generate {kind} reads back: {code2} {err2!r}")
    # A 2-line English file is reported at a line it has.
    eng = write("english.zebra", "The Englishman lives in the red house.\nThe Spaniard owns the dog.\n")
    code, out, err, _, _ = run(["solve", eng])
    check(code == 2 and err.startswith(eng + ":1:1:") and err.count("\n") == 1, f"english: {err!r}")
    # translate reports every file: the translation, or one located line (exit 2).
    bad_riddle = write("bad.txt", open(RIDDLE).read().replace("is next to", "is north of", 1))
    code, out, err, _, _ = run(["translate", RIDDLE, bad_riddle, GOOD["zebra"]])
    check(code == 2 and "ask: position of Chinese" in out and err.count("\n") == 2 and
          re.search(r"bad\.txt:\d+:\d+: could not read this clue: \"", err) is not None,
          f"translate batch: {code} {err!r}")
    code, out, err, _, _ = run(["translate", "--timeout", "1", RIDDLE])
    check(code == 2 and err.count("\n") == 1, f"translate --timeout is refused: {code} {err!r}")
    # One range for --min-length.
    code, out, err, _, _ = run(["generate", "river", "--min-length", "1001"])
    check(code == 2 and "1 to 1000" in err, f"--min-length range: {err!r}")
    # hint names the grade grade gives.
    for path in (os.path.join(EX, "futoshiki_9x9.fut"), os.path.join(EX, "zebra_10x10.zebra")):
        _, g, _, _, _ = run(["grade", "--format", "json", path])
        _, h, _, _, _ = run(["hint", "--format", "json", path])
        gg = json.loads(g)["results"][0]["explained"]["grade"]
        hg = json.loads(h)["results"][0]["explained"]["grade"]
        check(gg == hg, f"hint grade {hg} != grade {gg} for {path}")
    # The 13x13 grid explains, grades and hints (it ran for minutes).
    for command in ("grade", "explain", "hint"):
        code, out, err, secs, _ = run([command, Z13])
        check(code == 0 and secs < HANG_BOUND, f"{command} 13x13: exit {code} in {secs:.1f} s")
    # An SVG listing stops at the timeout within librsvg's 16 MiB and 32,767 px.
    code, out, err, _, _ = run(["solve", "--all", "--format", "svg", "--timeout", "1",
                                os.path.join(EX, "latin6.fut")])
    sides = [float(v) for v in re.findall(r'<svg [^>]*?width="([0-9.]+)" height="([0-9.]+)"',
                                          out[:2000])[0]] if "<svg" in out else [1e9]
    check(code == 3 and len(out.encode()) <= 16 << 20 and max(sides) <= 32767,
          f"svg listing: exit {code}, {len(out)} bytes, sides {sides}")
    # `-` twice: the second is an error of its own, not a wrong guess at the kind.
    with open(GOOD["futoshiki"]) as stdin:
        p = subprocess.run([DEDUCE, "solve", "-", "-"], stdin=stdin, capture_output=True,
                           text=True, timeout=HANG_BOUND)
    check(p.returncode == 2 and "# unique solution" in p.stdout and
          p.stderr == "<stdin>:1:1: standard input was read for an earlier `-`; give `-` once\n",
          f"stdin twice: {p.returncode} {p.stderr!r}")
    # Help offers no svg where it is refused.
    code, out, err, _, _ = run(["help", "analyze"])
    check(code == 0 and "svg" not in out, f"help analyze offers svg: {out!r}")
    # Large orders: tests/cli/wide_cli_test.cc (order 256 under ulimit -v), and large_orders().


def run_timeout_spent():
    """Once --run-timeout has run out, no later puzzle starts: a quick one after a long
    one is reported stopped (`run_timeout`, not started), not done whole."""
    quick = open(GOOD["futoshiki"]).read()
    long_then_quick = write("long_then_quick.fut", open(LATIN8).read() + quick + quick)
    code, out, err, _, _ = run(["solve", "--count", "--run-timeout", "0.3", long_then_quick])
    check(code == 3 and out.count("(stopped: --run-timeout 0.3)") == 1 and
          out.count("(stopped: --run-timeout 0.3; not started)") == 2 and "at least 0 " in out,
          f"run timeout, quick puzzles after it: {code} {out!r}")
    for fmt in ("jsonl",):
        code, out, err, _, _ = run(["solve", "--count", "--format", fmt, "--run-timeout", "0.3",
                                    long_then_quick])
        results = [r for r in results_of(json_docs(out, fmt == "jsonl"))
                   if r.get("record") == "result"]
        check(code == 3 and [r["stop"] for r in results] == ["run_timeout"] * 3 and
              not any(r["exact"] for r in results) and
              all(r["exit_code"] == 3 for r in results) and json_is_consistent(results),
              f"run timeout {fmt}: {code} {out[:600]!r}")


def large_orders():
    """The empty Latin squares of orders 64, 128 and 256 (the widest domains): every
    command that searches them stops at --timeout with what it did, marked partial (the
    shared table's cases, in JSON; here the text of the widest); and the count, whose
    path goes deeper at each node, stays within --memory."""
    code, out, err, secs, _ = run(["solve", "--count", "--timeout", "0.3", empty_square(256)])
    check(code == 3 and "(stopped: --timeout 0.3)" in out and out.endswith("\n"),
          f"order 256 text count: exit {code} {out[-200:]!r} {err[-200:]!r}")
    # The count of order 256 holds about 100 MB more a second (the trail of its
    # ever deeper path): --memory stops it there, and the process's peak stays
    # near the budget (the watch reads every 10 ms; measured 1.00 times it).
    # A stack of 2 MB keys and vectors that doubled took it to 1.39 times.
    words = ["solve", "--count", "--format", "json", "--memory", str(MEMORY_BUDGET_MB),
             "--timeout", "30", empty_square(256)]
    code, out, err, secs, peak = run_measured(words)
    doc = json.loads(out) if out.strip() else None
    check_memory_case(check, "order 256 under --memory", Outcome(code, doc, None, err, secs, None),
                      peak, SANITIZED)
    check(peak_kb() < MEMORY_BUDGET_MB * 1024, f"this runner's own peak, {peak_kb() // 1024} MB, "
          "is the child's as wait4 reads it: the order-256 reading says nothing")


def not_utf8():
    """Binary input gets one message, where its text stops being UTF-8, whatever kind
    is asked for or guessed; UTF-8 in comments, titles and names still reads."""
    path, line, column = junk(CASES)
    want = f"{path}:{line}:{column}: {UTF8_MESSAGE}\n"
    for kind in KINDS:
        for command in ("solve", "check"):
            args = [command] + (["--kind", kind] if kind else []) + [path]
            code, out, err, _, _ = run(args)
            check(code == 2 and err == want and out == "",
                  f"binary input, {' '.join(args)}: {code} {err!r}, want {want!r}")
    # From standard input, and the column counted in code points after UTF-8.
    p = subprocess.run([DEDUCE, "solve", "--kind", "text", "-"],
                       input="Zoë\nçà ".encode() + b"\xff", capture_output=True, timeout=HANG_BOUND)
    check(p.returncode == 2 and p.stderr.decode() ==
          "<stdin>:2:4: expected UTF-8 text, found a malformed byte sequence\n",
          f"binary on stdin: {p.returncode} {p.stderr!r}")
    for path in utf8_texts(CASES):
        code, out, err, _, _ = run(["solve", path])
        check(code in (0, 1) and err == "", f"UTF-8 text {path}: {code} {err!r}")


def double_ctrl_c():
    """Two SIGINTs at once (a job runner signals the process and its group) are one
    Ctrl-C: the work stops with what it did, exit 3, not killed by the second."""
    p = start(["solve", "--count", "--format", "json", LATIN8])
    time.sleep(STARTUP + 0.3 * (3 if SANITIZED else 1))
    p.send_signal(signal.SIGINT)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=HANG_BOUND)
    try:
        stop = json.loads(out)["results"][0]["stop"]
    except (ValueError, KeyError, IndexError):
        stop = None
    check(p.returncode == 3 and stop == "interrupted",
          f"two SIGINTs at once: exit {p.returncode} {out[-200:]!r} {err[-200:]!r}")


# ---- the progress line --------------------------------------------------------

def on_terminal(args, seconds):
    """Runs deduce with stderr (and stdout) on a pseudo-terminal; returns what it wrote."""
    pid, fd = pty.fork()
    if pid == 0:
        # A wide terminal, so that the line is not cut before its figures.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 250, 0, 0))
        os.chdir(ROOT)
        os.execv(DEDUCE, [DEDUCE] + args)
    data = b""
    end = time.monotonic() + seconds + HANG_BOUND
    while time.monotonic() < end:
        r, _, _ = select.select([fd], [], [], 0.2)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
    os.waitpid(pid, 0)
    return data.decode(errors="replace")


def progress():
    shown = on_terminal(["solve", "--count", "--timeout", "1.8", LATIN8], 1.8)
    check("\r\033[K" in shown and " nodes" in shown and "/s" in shown,
          f"no progress line on a terminal: {shown[-300:]!r}")
    quiet = on_terminal(["solve", "--count", "--quiet", "--timeout", "1.5", LATIN8], 1.5)
    check(" nodes" not in quiet, f"--quiet drew a progress line: {quiet[-300:]!r}")
    split = write("reduced7_signed.fut", "7\n" + "\n".join(
        ("1<2|3|4|5|6|7" if r == 0 else f"{r + 1}|0|0|0|0|0|0") + ("\n-------------" if r < 6 else "")
        for r in range(7)) + "\n")
    counted = on_terminal(["solve", "--count", "--timeout", "1.5", split], 1.5)
    check(" subproblems (" in counted, f"a split count shows no fraction done: {counted[-300:]!r}")
    gen = on_terminal(["generate", "zebra", "--positions", "16", "--categories", "16",
                       "--count", "2", "--timeout", "2"], 2)
    check(" of 2 puzzles" in gen, f"generate shows no puzzles done: {gen[-300:]!r}")


def cut_counts():
    # A count cut into subproblems (--checkpoint, docs/cluster.md): the
    # limits and Ctrl-C stop it with what was done; a checkpoint that cannot
    # be read back or written is bad input. Under mpiexec: tests/cluster.
    ck = os.path.join(TMP, "count.ckpt")
    for name, extra, after in (("timeout", ["--timeout", "0.1"], None),
                               ("node-limit", ["--node-limit", "5000"], None),
                               ("interrupt", [], STARTUP + 0.3)):
        code, out, err, secs, gone = run(["solve", "--count", "--checkpoint", ck] + extra + [LATIN8],
                                         interrupt_after=after)
        tag = f"checkpointed count, {name}"
        check(code == 3 and "stopped:" in out, f"{tag}: exit {code} {out[-200:]!r} {err[-200:]!r}")
        check(gone is None or gone < STOP_BOUND, f"{tag}: ended {gone} s after the signal")
    bad = write("bad.ckpt", "# deduce subproblems 1\ncut\n")
    code, out, err, _, _ = run(["solve", "--count", "--checkpoint", bad, GOOD["futoshiki"]])
    check(code == 2 and err == f"{bad}:2:1: not a checkpoint record (expected `cut PUZZLE KEY` or "
          "`done PUZZLE KEY COUNT NODES SECONDS CPU_SECONDS WORKER`)\n", f"bad checkpoint: {code} {err!r}")
    code, out, err, _, _ = run(["solve", "--count", "--log-subproblems", TMP, GOOD["futoshiki"]])
    check(code == 2 and err.count("\n") == 1 and "cannot write" in err, f"log a folder: {code} {err!r}")
    # One writer at a time: a file another process holds (flock, as a run of
    # deduce holds it) is refused before any work, and so is one file given
    # as both the checkpoint and the log.
    held = os.path.join(TMP, "held.ckpt")
    with open(held, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        code, out, err, _, _ = run(["solve", "--count", "--checkpoint", held, GOOD["futoshiki"]])
    check(code == 2 and out == "" and err == f"{held}:1:1: another deduce run is writing this file "
          "(wait for it to end, or give another file)\n", f"checkpoint held: {code} {out!r} {err!r}")
    code, out, err, _, _ = run(["solve", "--count", "--checkpoint", held, GOOD["futoshiki"]])
    check(code == 0, f"checkpoint no longer held: {code} {err!r}")
    code, out, err, _, _ = run(["solve", "--count", "--checkpoint", held, "--log-subproblems",
                                held, GOOD["futoshiki"]])
    check(code == 2 and err.count("\n") == 1 and "also the --checkpoint file" in err,
          f"checkpoint and log one file: {code} {err!r}")


def serve():
    # deduce serve (docs/web.md): a FILE or an option of another command is
    # refused in one line, and Ctrl-C stops the server, exit 0. Its requests'
    # limits and Ctrl-C are tests/web/serve_test.py's (the Release pass).
    code, out, err, _, _ = run(["serve", GOOD["futoshiki"]])
    check(code == 2 and err.count("\n") == 1 and "no FILE" in err, f"serve FILE: {code} {err!r}")
    code, out, err, _, _ = run(["serve", "--timeout", "1"])
    check(code == 2 and "does not apply" in err, f"serve --timeout: {code} {err!r}")
    p = start(["serve", "--port", "0"])
    listening = p.stdout.readline().decode()
    t0 = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=HANG_BOUND)
    check("http://127.0.0.1:" in listening and p.returncode == 0 and time.monotonic() - t0 < 1,
          f"serve and Ctrl-C: {p.returncode} {listening!r} {err!r}")


def english_jsonl():
    """generate zebra --format jsonl --style: the benchmark lines (docs/english.md). A stop
    leaves whole lines, the last marked, exit 3; each English text reads back to its answer."""
    big = ["generate", "zebra", "--format", "jsonl", "--style", "bbeh", "--positions", "16",
           "--categories", "16", "--count", "3"]
    for name, extra, interrupt in (("timeout", ["--timeout", "0.1"], None),
                                   ("interrupt", [], STARTUP + 0.3 * (3 if SANITIZED else 1))):
        code, out, err, secs, after = run(big + extra, interrupt_after=interrupt)
        tag = f"english jsonl {name}"
        check(code == 3, f"{tag}: exit {code}, {err[-300:]!r}")
        try:
            docs = json_docs(out, True)
        except ValueError as e:
            check(False, f"{tag}: a line does not parse: {e}: {out[-300:]!r}")
            continue
        check(partial_in_json(docs) and json_is_consistent(docs), f"{tag}: not marked: {out[-300:]!r}")
        if name == "timeout":
            check(secs < 0.1 + STOP_BOUND, f"{tag}: took {secs:.2f} s")
        else:
            check(after is not None and after < STOP_BOUND, f"{tag}: ended {after} s after the signal")
    code, out, err, _, _ = run(["generate", "zebra", "--format", "jsonl", "--style", "zebralogic",
                                "--count", "3", "--seed", "2", "--positions", "4"])
    lines = [json.loads(l) for l in out.splitlines()]
    check(code == 0 and len(lines) == 3, f"english jsonl: {code} {len(lines)} lines {err!r}")
    for i, line in enumerate(lines):
        g = line["generated"]
        riddle = write(f"bench{i}.txt", g["english"])
        code, out, err, _, _ = run(["solve", "--format", "json", riddle])
        got = json.loads(out)["results"][0] if code == 0 else {}
        table = got.get("solutions", [{}])[0]
        rows = [[str(q + 1)] + [table[c][q].replace("_", " ") for c in table]
                for q in range(len(g["answer"]["rows"]))] if table else []
        check(got.get("uniqueness") == "unique" and rows == g["answer"]["rows"],
              f"english jsonl line {i}: the English does not read back to its answer: {code} {err!r}")
    code, out, err, _, _ = run(["generate", "zebra", "--style", "bbeh"])
    check(code == 2 and err.count("\n") == 1, f"--style with text output is refused: {code} {err!r}")


if __name__ == "__main__":
    contract()
    shared_cases()
    defects()
    run_timeout_spent()
    large_orders()
    not_utf8()
    double_ctrl_c()
    english_jsonl()
    progress()
    cut_counts()
    serve()
    print(f"{passed} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)
