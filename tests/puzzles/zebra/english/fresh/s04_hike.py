#!/usr/bin/env python3
"""Brute force for s04_hike.txt (hiking club's trip report, clues in the prose)."""
import itertools
import sys

NAMES = ["Gareth", "Sian", "Rhodri", "Megan"]
TIMES = ["12:10", "12:25", "12:40", "12:55"]
CATEGORIES = {
    "time": TIMES,                      # time each reached the summit cairn
    "lunch": ["pasty", "cheese sandwiches", "pork pie", "banana"],
}


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


CLUES = [
    # 1. Sian was first to the cairn.
    lambda w: w["time"]["Sian"] == "12:10",
    # 2. Gareth arrived a full half-hour after Rhodri.
    lambda w: mins(w["time"]["Gareth"]) == mins(w["time"]["Rhodri"]) + 30,
    # 3. The pasty was the last lunch to reach the top.
    lambda w: at(w, "time", "12:55", "lunch") == "pasty",
    # 4. The banana got to the top before the cheese sandwiches.
    lambda w: mins(at(w, "lunch", "banana", "time")) < mins(at(w, "lunch", "cheese sandwiches", "time")),
    # 5. The pork pie reached the top fifteen minutes before the banana.
    lambda w: mins(at(w, "lunch", "pork pie", "time")) + 15 == mins(at(w, "lunch", "banana", "time")),
]

QUESTIONS = [
    ("What time did Megan reach the top?", lambda w: w["time"]["Megan"]),
    ("Who had the banana?", lambda w: who(w, "lunch", "banana")),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation
# ---------------------------------------------------------------------------
def worlds():
    keys = list(CATEGORIES)
    ident = {n: n for n in NAMES}
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    for combo in itertools.product(*perms):
        w = dict(zip(keys, combo))
        w["name"] = ident
        yield w


def who(w, cat, val):
    """The name whose `cat` is `val`."""
    for n in NAMES:
        if w[cat][n] == val:
            return n
    raise KeyError((cat, val))


def at(w, cat, val, cat2):
    """The `cat2` value of whoever has `cat` == `val`."""
    return w[cat2][who(w, cat, val)]


def solve(skip=None):
    active = [c for i, c in enumerate(CLUES, 1) if i != skip]
    return [w for w in worlds() if all(c(w) for c in active)]


def show(w):
    for n in NAMES:
        print("%s: %s" % (n, ", ".join("%s=%s" % (k, w[k][n]) for k in CATEGORIES)))


def main(argv):
    if "--nclues" in argv:
        print(len(CLUES))
        return
    if "--answers" in argv:
        sols = solve()
        for q, f in QUESTIONS:
            print("%s\t%s" % (q, f(sols[0])))
        return
    if "--all" in argv:
        for w in solve():
            show(w)
            print()
        return
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
