#!/usr/bin/env python3
"""Brute force for v06_block_party.txt (HOA newsletter, block party potluck)."""
import itertools
import sys

NAMES = ["Garcias", "Whitfields", "Nguyens", "Brodskys"]
CATEGORIES = {
    "house": [12, 14, 16, 18],        # Maple Court, in a row, 12 at the corner, 18 at the circle
    "dish": ["potato salad", "chili", "deviled eggs", "brownies"],
    "guests": [2, 3, 4, 6],
}

CLUES = [
    # 1. the chili family lives next door to the Nguyens
    lambda w: abs(at(w, "dish", "chili", "house") - w["house"]["Nguyens"]) == 2,
    # 2. the Whitfields are bringing two more people than the Garcias
    lambda w: w["guests"]["Whitfields"] == w["guests"]["Garcias"] + 2,
    # 3. the brownies come from #18
    lambda w: at(w, "dish", "brownies", "house") == 18,
    # 4. the Garcias are the smallest party
    lambda w: w["guests"]["Garcias"] == 2,
    # 5. the Garcias are bringing neither potato salad nor deviled eggs
    lambda w: w["dish"]["Garcias"] not in ("potato salad", "deviled eggs"),
    # 6. #14 is bringing three people
    lambda w: at(w, "house", 14, "guests") == 3,
    # 7. the potato salad is coming with the biggest party
    lambda w: at(w, "dish", "potato salad", "guests") == 6,
    # 8. the deviled eggs are next door to the brownies
    lambda w: abs(at(w, "dish", "deviled eggs", "house") - at(w, "dish", "brownies", "house")) == 2,
]

QUESTIONS = [
    ("Who's bringing the chili?", lambda w: who(w, "dish", "chili")),
    ("How many people are coming from #16?", lambda w: str(at(w, "house", 16, "guests"))),
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
