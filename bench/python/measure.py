#!/usr/bin/env python3
"""The figures of the Python package in docs/benchmarks.md ("The Python
package"): run with the module importable (PYTHONPATH=build/python) and the
command line's binary at hand.

  measure.py overhead              per-call cost over the same call made from C++
  measure.py threads               one count alone, then two at once on two Python threads
  measure.py grade FILE            grading every puzzle of FILE from Python, one call each,
                                   against `deduce grade FILE` (one process)
  measure.py latin8                the count of all Latin squares of order 8
  measure.py interrupt             SIGINT to KeyboardInterrupt, in a child process

Each timing is the best (least) of --repeat runs: on a shared machine the
least is the run the others disturbed least.
"""

import argparse
import os
import pathlib
import signal
import subprocess
import sys
import time

import deduce
from deduce import _native

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def best(f, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def overhead(args):
    """Rounds of --calls calls each, the three ways in turn, so that every way
    sees the same disturbances; the least round of each way is its figure."""
    text = (EXAMPLES / "futoshiki_5x5.fut").read_text()
    n = args.calls
    for command, options in (("solve", [("threads", "1")]), ("grade", [])):
        opts = options + [("format", "json"), ("quiet", True)]
        kw = dict(options)
        f = deduce.solve if command == "solve" else deduce.grade
        cpp = raw = py = float("inf")
        for _ in range(args.repeat):
            cpp = min(cpp, _native.time_calls(n, command, [], text, "puzzle", opts) / n)
            raw = min(raw, best(lambda: [_native.call(command, "", [], text, "puzzle", opts)
                                         for _ in range(n)], 1) / n)
            py = min(py, best(lambda: [f(text, **kw) for _ in range(n)], 1) / n)
        print(f"{command} futoshiki_5x5: C++ call {cpp * 1e6:.1f} us, _native.call "
              f"{raw * 1e6:.1f} us, deduce.{f.__name__} {py * 1e6:.1f} us: overhead "
              f"{(py - cpp) * 1e6:.1f} us a call ({n} calls a round, least of {args.repeat} "
              f"rounds)")


def threads(args):
    """One count alone against two at once on two Python threads, in turns;
    the same with the command line's processes, the machine's own ratio."""
    import threading
    path = EXAMPLES / "latin8.fut"
    cli = [args.deduce, "solve", "--count", "--quiet", "--node-limit", str(args.nodes),
           "--threads", "1", str(path)]

    def one():
        deduce.count(path, node_limit=args.nodes, threads=1)

    def two():
        ts = [threading.Thread(target=one) for _ in range(2)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()

    def cli_one():
        subprocess.run(cli, stdout=subprocess.DEVNULL, check=False)

    def cli_two():
        ps = [subprocess.Popen(cli, stdout=subprocess.DEVNULL) for _ in range(2)]
        for p in ps:
            p.wait()

    t = {f: float("inf") for f in (one, two, cli_one, cli_two)}
    for _ in range(args.repeat):
        for f in t:
            t[f] = min(t[f], best(f, 1))
    print(f"count latin8 node_limit={args.nodes} threads=1 (least of {args.repeat}): one "
          f"{t[one]:.3f} s, two on two Python threads {t[two]:.3f} s: "
          f"{t[two] / t[one]:.2f}x; the CLI, one process {t[cli_one]:.3f} s, two at once "
          f"{t[cli_two]:.3f} s: {t[cli_two] / t[cli_one]:.2f}x (load {os.getloadavg()[0]:.2f})")


def grade(args):
    """deduce grade FILE (one process) against a Python call a puzzle and one
    call for the file, in turns, the least of --repeat rounds each."""
    path = pathlib.Path(args.file)
    texts = [line for line in path.read_text().splitlines() if line.strip()]

    def cli():
        subprocess.run([args.deduce, "grade", "--quiet", str(path)], stdout=subprocess.DEVNULL,
                       check=False)

    def cli_json():
        subprocess.run([args.deduce, "grade", "--quiet", "--format", "json", str(path)],
                       stdout=subprocess.DEVNULL, check=False)

    def each():
        for t in texts:
            deduce.grade(t)

    def whole():
        deduce.grade(path)

    t = {f: float("inf") for f in (cli, cli_json, each, whole)}
    for _ in range(args.repeat):
        for f in t:
            t[f] = min(t[f], best(f, 1))
    same = [deduce.grade(x) for x in texts] == deduce.grade(path)
    print(f"grade {len(texts)} puzzles of {path.name} (least of {args.repeat}): deduce grade "
          f"{t[cli]:.3f} s, with --format json {t[cli_json]:.3f} s; Python, a call a puzzle "
          f"{t[each]:.3f} s ({t[each] / t[cli]:.2f}x the text, {t[each] / t[cli_json]:.2f}x "
          f"the JSON); Python, the file in one call {t[whole]:.3f} s "
          f"({t[whole] / t[cli]:.2f}x, {t[whole] / t[cli_json]:.2f}x); same grades: {same} "
          f"(load {os.getloadavg()[0]:.2f})")


def latin8(args):
    start = time.perf_counter()
    n = deduce.count(EXAMPLES / "latin8.fut", threads=args.threads)
    took = time.perf_counter() - start
    print(f"count latin8 threads={args.threads}: {n} ({type(n).__mro__[1].__name__}, exact "
          f"{n.exact}) in {took:.1f} s; right: {n == 108776032459082956800}")


def interrupt(args):
    script = ("import deduce, pathlib, sys, time\nprint('ready', flush=True)\n"
              "try:\n    deduce.count(pathlib.Path(sys.argv[1]), threads=1)\n"
              "except KeyboardInterrupt:\n    print(time.monotonic(), flush=True)\n")
    waits = []
    for _ in range(args.repeat):
        p = subprocess.Popen([sys.executable, "-c", script, str(EXAMPLES / "latin8.fut")],
                             stdout=subprocess.PIPE, text=True)
        p.stdout.readline()
        time.sleep(0.5)
        sent = time.monotonic()
        p.send_signal(signal.SIGINT)
        raised = float(p.stdout.readline())
        p.wait()
        waits.append(raised - sent)
    print("SIGINT to KeyboardInterrupt: " + ", ".join(f"{w * 1000:.0f} ms" for w in waits))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=["overhead", "threads", "grade", "latin8", "interrupt"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--nodes", type=int, default=200000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--deduce", default=str(ROOT / "build" / "deduce"))
    args = ap.parse_args()
    globals()[args.what](args)


if __name__ == "__main__":
    main()
