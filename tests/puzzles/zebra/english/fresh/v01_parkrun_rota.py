#!/usr/bin/env python3
"""Brute force for v01_parkrun_rota.txt (parkrun volunteer co-ordinator's email)."""
import itertools
import sys

NAMES = ["Priya", "Dave", "Shona", "Kwame", "Bethan"]
CATEGORIES = {
    "role": ["timekeeper", "barcode scanner", "tail walker", "marshal", "funnel manager"],
    "stints": [3, 7, 12, 18, 25],     # volunteering stints so far
}

CLUES = [
    # 1. our tail walker has done more stints than anyone else on the list
    lambda w: at(w, "role", "tail walker", "stints") == 25,
    # 2. Priya has done exactly five more than Kwame
    lambda w: w["stints"]["Priya"] == w["stints"]["Kwame"] + 5,
    # 3. the barcode scanner has done fewer than Bethan
    lambda w: at(w, "role", "barcode scanner", "stints") < w["stints"]["Bethan"],
    # 4. Shona is neither timekeeper nor funnel manager
    lambda w: w["role"]["Shona"] not in ("timekeeper", "funnel manager"),
    # 5. Dave has done more than the timekeeper
    lambda w: w["stints"]["Dave"] > at(w, "role", "timekeeper", "stints"),
    # 6. the marshal is on 18
    lambda w: at(w, "role", "marshal", "stints") == 18,
    # 7. Bethan isn't tail walking
    lambda w: w["role"]["Bethan"] != "tail walker",
    # 8. Kwame has never held a stopwatch (not the timekeeper)
    lambda w: w["role"]["Kwame"] != "timekeeper",
]

QUESTIONS = [
    ("Who's tail walking?", lambda w: who(w, "role", "tail walker")),
    ("How many stints has Shona done?", lambda w: str(w["stints"]["Shona"])),
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
