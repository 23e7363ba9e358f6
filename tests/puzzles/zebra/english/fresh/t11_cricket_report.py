#!/usr/bin/env python3
"""Brute force for t11_cricket_report.txt (cricket club captain's end-of-season report)."""
import itertools
import sys

NAMES = ["Patel", "Whitaker", "Briggs", "Kerr"]
CATEGORIES = {
    "runs": [145, 190, 287, 312],
    "wkts": [4, 11, 18, 26],
    "award": ["Player of the Year", "Clubman of the Year", "Most Improved", "Golden Duck"],
}


CLUES = [
    # 1. Our leading run-scorer took the fewest wickets.
    lambda w: at(w, "runs", 312, "wkts") == 4,
    # 2. The Golden Duck winner still scored more runs than Whitaker.
    lambda w: at(w, "award", "Golden Duck", "runs") > w["runs"]["Whitaker"],
    # 3. Kerr took seven more wickets than Patel.
    lambda w: w["wkts"]["Kerr"] == w["wkts"]["Patel"] + 7,
    # 4. Clubman of the Year took the most wickets.
    lambda w: at(w, "award", "Clubman of the Year", "wkts") == 26,
    # 5. The Most Improved scored 97 more runs than the Golden Duck.
    lambda w: at(w, "award", "Most Improved", "runs") == at(w, "award", "Golden Duck", "runs") + 97,
    # 6. Kerr scored more runs than Briggs.
    lambda w: w["runs"]["Kerr"] > w["runs"]["Briggs"],
]

QUESTIONS = [
    ("Who won the Golden Duck?", lambda w: who(w, "award", "Golden Duck")),
    ("How many runs did Kerr score?", lambda w: str(w["runs"]["Kerr"])),
    ("How many wickets did Briggs take?", lambda w: str(w["wkts"]["Briggs"])),
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
