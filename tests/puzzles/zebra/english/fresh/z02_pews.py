#!/usr/bin/env python3
"""Brute force for z02_pews.txt (churchwardens' accounts of 1684, pew rents)."""
import itertools
import sys

NAMES = ["Mr Fenn", "John Hobbs", "Widow Garrard", "Goodman Tapp"]
CATEGORIES = {
    "pew": [1, 2, 3, 4],               # counted from the pulpit
    "rent": [30, 40, 48, 60],          # in pence: 2s. 6d., 3s. 4d., 4s., 5s.
    "paid": [1, 2, 3, 4],              # quarter day: Lady Day, Midsummer, Michaelmas, Christmas
}
PEW = {1: "the first", 2: "the second", 3: "the third", 4: "the fourth"}
RENT = {30: "2s. 6d.", 40: "3s. 4d.", 48: "4s.", 60: "5s."}
PAID = {1: "Lady Day", 2: "Midsummer", 3: "Michaelmas", 4: "Christmas"}

CLUES = [
    # 1. Item, the pewe next the pulpitt payeth a greater rent than any of the other three, as is fitt.
    lambda w: at(w, "pew", 1, "rent") == 60,
    # 2. Item, the Widow Garrard paid at Christmas, being the last of all.
    lambda w: w["paid"]["Widow Garrard"] == 4,
    # 3. Item, Goodman Tapp paid at the quarter day next before that at which John Hobbs paid.
    lambda w: w["paid"]["Goodman Tapp"] + 1 == w["paid"]["John Hobbs"],
    # 4. Item, he that payeth 2s. 6d. sitteth in the fourth pewe, which is furthest from the pulpitt.
    lambda w: at(w, "rent", 30, "pew") == 4,
    # 5. Item, Mr Fenn payeth more than the Widow, and the Widow more than John Hobbs.
    lambda w: w["rent"]["Mr Fenn"] > w["rent"]["Widow Garrard"] > w["rent"]["John Hobbs"],
    # 6. Item, Mr Fenn paid sooner in the yeare than Goodman Tapp.
    lambda w: w["paid"]["Mr Fenn"] < w["paid"]["Goodman Tapp"],
    # 7. Item, John Hobbs sitteth nearer to the pulpitt than doth the Widow.
    lambda w: w["pew"]["John Hobbs"] < w["pew"]["Widow Garrard"],
]

QUESTIONS = [
    ("What did Widow Garrard pay?", lambda w: RENT[w["rent"]["Widow Garrard"]]),
    ("Which pew hath Goodman Tapp?", lambda w: PEW[w["pew"]["Goodman Tapp"]]),
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
