#!/usr/bin/env python3
"""Brute force for q04_knit_night.txt (knitting shop newsletter)."""
import itertools
import sys

NAMES = ["Maggie", "Jan", "Lorna"]
CATEGORIES = {
    "project": ["cardigan", "shawl", "tea cosy"],
    "yarn": ["alpaca", "merino", "cotton"],
    "balls": [2, 5, 8],            # balls of yarn bought
}

CLUES = [
    # 1. The cardigan took the most yarn, but it isn't being knitted in alpaca.
    lambda w: at(w, "project", "cardigan", "balls") == 8 and at(w, "project", "cardigan", "yarn") != "alpaca",
    # 2. Jan bought three balls fewer than whoever chose the alpaca.
    lambda w: w["balls"]["Jan"] == at(w, "yarn", "alpaca", "balls") - 3,
    # 3. Maggie isn't making the tea cosy.
    lambda w: w["project"]["Maggie"] != "tea cosy",
    # 4. Lorna isn't using the cotton.
    lambda w: w["yarn"]["Lorna"] != "cotton",
    # 5. Maggie needed fewer balls than Lorna.
    lambda w: w["balls"]["Maggie"] < w["balls"]["Lorna"],
]

QUESTIONS = [
    ("Who is knitting the shawl?", lambda w: who(w, "project", "shawl")),
    ("How many balls did Lorna buy?", lambda w: str(w["balls"]["Lorna"])),
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
