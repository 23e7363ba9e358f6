#!/usr/bin/env python3
"""Brute force for y02_silver_telegrams.txt (Nevada telegraph clerk's copybook, 1878)."""
import itertools
import sys

NAMES = ["Hollis", "McCready", "Svensson", "Ortega"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
CATEGORIES = {
    "claim": ["Lucky Cuss", "Blue Jenny", "Widow's Mite", "Last Chance"],
    "assay": [40, 65, 90, 120],       # dollars to the ton
    "day": DAYS,                      # day the claim was recorded
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # 1. Svensson recorded the day after Hollis.
    lambda w: d(w, "Svensson") == d(w, "Hollis") + 1,
    # 2. Lucky Cuss was recorded Monday.
    lambda w: at(w, "claim", "Lucky Cuss", "day") == "Monday",
    # 3. McCready has not got the Blue Jenny, nor did he record on Monday.
    lambda w: w["claim"]["McCready"] != "Blue Jenny" and w["day"]["McCready"] != "Monday",
    # 4. Richest of the four was recorded Wednesday.
    lambda w: at(w, "assay", 120, "day") == "Wednesday",
    # 5. Blue Jenny assays $25 the ton better than Ortega's claim.
    lambda w: at(w, "claim", "Blue Jenny", "assay") == w["assay"]["Ortega"] + 25,
    # 6. Hollis was at the recorder's office before McCready.
    lambda w: d(w, "Hollis") < d(w, "McCready"),
    # 7. Last Chance belongs either to Hollis or to Svensson.
    lambda w: who(w, "claim", "Last Chance") in ("Hollis", "Svensson"),
    # 8. Thursday's claim assays better than Tuesday's.
    lambda w: at(w, "day", "Thursday", "assay") > at(w, "day", "Tuesday", "assay"),
]

QUESTIONS = [
    ("Who recorded the Widow's Mite?", lambda w: who(w, "claim", "Widow's Mite")),
    ("What did the Blue Jenny assay?", lambda w: "$%d" % at(w, "claim", "Blue Jenny", "assay")),
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
