#!/usr/bin/env python3
"""Brute force for r05_cricket.txt (village cricket club match report)."""
import itertools
import sys

NAMES = ["Garside", "Patel", "Whitworth", "Okafor"]
CATEGORIES = {
    "order": [1, 2, 3, 4],       # position in the batting order
    "runs": [8, 17, 26, 41],
    "out": ["bowled", "caught", "lbw", "run out"],
}


CLUES = [
    # 1. Patel made nine fewer than Okafor.
    lambda w: w["runs"]["Patel"] == w["runs"]["Okafor"] - 9,
    # 2. The man who was run out batted immediately after the one given lbw
    lambda w: at(w, "out", "run out", "order") == at(w, "out", "lbw", "order") + 1,
    # 3. Garside batted neither at two nor at three.
    lambda w: w["order"]["Garside"] not in (2, 3),
    # 4. Whitworth outscored our number four.
    lambda w: w["runs"]["Whitworth"] > at(w, "order", 4, "runs"),
    # 5. The batsman who was caught made 15 more than the one who was run out
    lambda w: at(w, "out", "caught", "runs") == at(w, "out", "run out", "runs") + 15,
    # 6. Our lowest scorer of the four went lbw, playing no shot
    lambda w: at(w, "runs", 8, "out") == "lbw",
    # 7. Whitworth wasn't the one caught.
    lambda w: w["out"]["Whitworth"] != "caught",
]

QUESTIONS = [
    ("Who batted at number three?", lambda w: who(w, "order", 3)),
    ("How many did Okafor score?", lambda w: str(w["runs"]["Okafor"])),
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
