#!/usr/bin/env python3
"""The makespan of deduce's dynamic scheme on many workers, simulated from a
real count's subproblem log (deduce solve --count --log-subproblems FILE).

The log records every cut and every subproblem counted with its time
(apps/deduce/cluster/checkpoint.h), its wall time and its processor time
(--time). A subproblem that was cut takes, in the
simulation, the sum of the times of the pieces below it. For W workers the
simulation does what rank 0 does (apps/deduce/cluster/split_count.cc): cut
breadth first to 30 subproblems a worker, hand the first pending one to
each worker as it becomes free, and cut the first pending one that can be
cut while fewer are pending than there are workers. Each hand-out costs
--overhead seconds (a message each way and the model built again). Only
cuts the log holds can be made: the log's pieces are the finest.

Usage: simulate.py LOG[.gz] [--workers 16,64,...] [--overhead S] [--per-worker N]
                   [--branch KEY]...
--branch KEY keeps only the pieces below the puzzle's piece KEY (repeat it
for several): the finished branches of a log whose run was cut short.
Prints a Markdown table: workers, subproblems handed out, makespan, the
ideal (total / workers) and the efficiency (ideal / makespan).
Standard library only.
"""
import argparse
import collections
import gzip
import heapq
import sys


def read_log(path, column):
    """Children of each cut key, and the time of each counted key."""
    cut, done = set(), {}
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        for line in f:
            if not line.endswith("\n") or line.startswith("#"):
                continue
            w = line.split()
            key = "" if w[2] == "-" else w[2]
            if w[0] == "cut":
                cut.add(key)
            elif w[0] == "done":
                done[key] = float(w[column])
    children = collections.defaultdict(list)
    for key in list(cut) + list(done):
        if key:
            parent = key.rsplit(",", 1)[0] if "," in key else ""
            children[parent].append(key)
    for c in children.values():
        c.sort()
    return children, done


def subtree_times(children, done):
    """The time of every key: its own, or the sum below it."""
    times = {}
    order, stack = [], [""]
    while stack:
        k = stack.pop()
        order.append(k)
        stack.extend(children.get(k, []))
    for k in reversed(order):
        times[k] = done[k] if k in done else sum(times[c] for c in children.get(k, []))
    return times


def simulate(children, times, workers, overhead, per_worker):
    pending = collections.deque([""])
    tried = 0
    while len(pending) < per_worker * workers and tried < len(pending):
        k = pending.popleft()
        if k in children:
            pending.extend(children[k])
            tried = 0
        else:
            pending.append(k)
            tried += 1
    pending = list(pending)
    free = [(0.0, w) for w in range(workers)]
    heapq.heapify(free)
    handed, makespan, head = 0, 0.0, 0
    while head < len(pending):
        now, w = heapq.heappop(free)
        if len(pending) - head < workers:
            for i in range(head, len(pending)):
                if pending[i] in children:
                    pending[i:i + 1] = children[pending[i]]
                    break
        k = pending[head]
        head += 1
        handed += 1
        end = now + times[k] + overhead
        makespan = max(makespan, end)
        heapq.heappush(free, (end, w))
    return handed, makespan


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("log")
    ap.add_argument("--workers", default="16,64,256,1024,4096")
    ap.add_argument("--overhead", type=float, default=0.001,
                    help="seconds a hand-out costs (default 0.001)")
    ap.add_argument("--per-worker", type=int, default=30)
    ap.add_argument("--time", choices=("cpu", "wall"), default="cpu",
                    help="a piece's processor time (default: the machine's other load left "
                         "out) or its wall time")
    ap.add_argument("--branch", action="append", default=[],
                    help="keep only the pieces below this piece of the puzzle (repeatable)")
    a = ap.parse_args()
    children, done = read_log(a.log, 6 if a.time == "cpu" else 5)
    if a.branch:
        missing = [b for b in a.branch if b not in children[""]]
        if missing:
            sys.exit(f"simulate.py: no piece {missing[0]} below the puzzle in {a.log}")
        children[""] = list(a.branch)
    times = subtree_times(children, done)
    total = times[""]
    kept = [k for k in done if not a.branch or any(k == b or k.startswith(b + ",")
                                                   for b in a.branch)]
    done = {k: done[k] for k in kept}
    print(f"log: {a.log}{' (branches ' + ' '.join(a.branch) + ')' if a.branch else ''}: "
          f"{len(done)} subproblems counted, "
          f"{total:.1f} s of counting ({a.time} time); longest subproblem {max(done.values()):.3f} s; "
          f"overhead {a.overhead} s a hand-out\n")
    print("| workers | subproblems handed out | makespan (s) | ideal (s) | efficiency |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    for w in (int(x) for x in a.workers.split(",")):
        handed, makespan = simulate(children, times, w, a.overhead, a.per_worker)
        ideal = total / w
        print(f"| {w} | {handed} | {makespan:.3f} | {ideal:.3f} | {100 * ideal / makespan:.1f}% |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
