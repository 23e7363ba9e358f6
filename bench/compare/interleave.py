#!/usr/bin/env python3
"""Whole processes timed in turn, a round at a time: each round runs every
command once, so that load that comes and goes on a shared machine falls on
all of them alike (hyperfine runs all the runs of one command, then the next,
and a build that starts in between moves one command's figures only). Prints,
for each command, the median and the least wall time and the median CPU time
(user + system, of the process and its threads, from wait4), the ratio of
its median to the last command's (the peer, when it comes last), and the load.

Usage: bench/compare/interleave.py [--rounds N] [--warmup N] 'CMD ARGS' ...
  each command one string, split on blanks (no shell); standard output goes
  to /dev/null, standard error is kept.
Example (docs/benchmarks.md, 100 Tatham 9x9 Extreme against Gecode):
  bench/compare/interleave.py --rounds 80 \\
    'build/deduce solve build/compare/unequal_9x9_extreme_100.txt' \\
    'build/compare/gecode_latin --unique build/compare/unequal_9x9_extreme_100.txt'
"""
import argparse
import os
import shutil
import statistics
import time


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--warmup", type=int, default=3, help="rounds run first and not counted")
    ap.add_argument("commands", nargs="+")
    a = ap.parse_args()
    argvs = [c.split() for c in a.commands]
    for argv in argvs:
        path = shutil.which(argv[0])
        if path is None:
            ap.error(f"{argv[0]}: not found")
        argv[0] = path
    devnull = os.open(os.devnull, os.O_WRONLY)
    wall = [[] for _ in argvs]
    cpu = [[] for _ in argvs]
    load_before = open("/proc/loadavg").read().split()[:3]
    for r in range(a.warmup + a.rounds):
        for i, argv in enumerate(argvs):
            start = time.perf_counter()
            pid = os.posix_spawn(argv[0], argv, os.environ,
                                 file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
            _, status, usage = os.wait4(pid, 0)
            seconds = time.perf_counter() - start
            if os.waitstatus_to_exitcode(status) not in (0, 1, 3):
                raise SystemExit(f"{' '.join(argv)}: exit {os.waitstatus_to_exitcode(status)}")
            if r >= a.warmup:
                wall[i].append(seconds)
                cpu[i].append(usage.ru_utime + usage.ru_stime)
    load_after = open("/proc/loadavg").read().split()[:3]
    print(f"{a.rounds} rounds; load average {' '.join(load_before)} before, "
          f"{' '.join(load_after)} after; {os.cpu_count()} cores")
    last = statistics.median(wall[-1])
    print(f"{'median ms':>10} {'least ms':>9} {'CPU ms':>7} {'/ last':>7}  command")
    for i, c in enumerate(a.commands):
        median = statistics.median(wall[i])
        print(f"{median * 1e3:10.2f} {min(wall[i]) * 1e3:9.2f} "
              f"{statistics.median(cpu[i]) * 1e3:7.2f} {median / last:7.3f}  {c}")


if __name__ == "__main__":
    main()
