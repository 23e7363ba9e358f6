#!/usr/bin/env python3
"""Brute force for s09_starter.txt (teacher's starter activity on the board)."""
import itertools
import sys

NAMES = ["Omar", "Freya", "Jess", "Kai"]
CATEGORIES = {
    "travel": ["walks", "bus", "bike", "car"],   # how each gets to school
    "minutes": [5, 10, 15, 25],                  # length of journey in minutes
}

CLUES = [
    # 1. The pupil who walks has the longest journey.
    lambda w: at(w, "travel", "walks", "minutes") == 25,
    # 2. Omar's journey takes 10 minutes less than Freya's.
    lambda w: w["minutes"]["Omar"] == w["minutes"]["Freya"] - 10,
    # 3. The car journey is the quickest.
    lambda w: at(w, "travel", "car", "minutes") == 5,
    # 4. Kai doesn't get the bus.
    lambda w: w["travel"]["Kai"] != "bus",
    # 5. Jess has the shortest journey.
    lambda w: w["minutes"]["Jess"] == 5,
]

QUESTIONS = [
    ("How does Omar get to school?", lambda w: {"walks": "walks", "bus": "by bus", "bike": "by bike", "car": "by car"}[w["travel"]["Omar"]]),
    ("How long is Kai's journey?", lambda w: "%d minutes" % w["minutes"]["Kai"]),
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
