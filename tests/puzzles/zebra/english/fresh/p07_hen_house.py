#!/usr/bin/env python3
"""Brute force for p07_hen_house.txt (farm shop chalkboard competition)."""
import itertools
import sys

NAMES = ["Henrietta", "Mabel", "Dot", "Pearl"]
CATEGORIES = {
    "eggs": [4, 5, 6, 7],                  # eggs laid last week
    "colour": ["white", "brown", "speckled", "blue"],
}

CLUES = [
    # 1. Our brown-egg girl laid one more than Henrietta.
    lambda w: at(w, "colour", "brown", "eggs") == w["eggs"]["Henrietta"] + 1,
    # 2. Mabel laid fewer than Pearl.
    lambda w: w["eggs"]["Mabel"] < w["eggs"]["Pearl"],
    # 3. The blue eggs came from the laziest of the lot (fewest eggs).
    lambda w: at(w, "colour", "blue", "eggs") == min(CATEGORIES["eggs"]),
    # 4. The white-egg layer laid an odd number.
    lambda w: at(w, "colour", "white", "eggs") % 2 == 1,
    # 5. Henrietta out-laid Pearl.
    lambda w: w["eggs"]["Henrietta"] > w["eggs"]["Pearl"],
]

QUESTIONS = [
    ("Who lays the speckled eggs?", lambda w: who(w, "colour", "speckled")),
    ("How many eggs did Pearl lay?", lambda w: w["eggs"]["Pearl"]),
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
