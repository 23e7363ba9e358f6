#!/usr/bin/env python3
"""Brute force for t05_cat_rescue.txt (cat rescue charity newsletter)."""
import itertools
import sys

NAMES = ["Biscuit", "Mr Pickles", "Duchess", "Pepper", "Nacho"]
CATEGORIES = {
    "pen": [1, 2, 3, 4, 5],            # pens in a row, Pen 1 by the radiator
    "age": [1, 3, 6, 9, 14],           # years
}


CLUES = [
    # 1. The oldest cat is in one of the end pens, as befits a senior lady or gentleman.
    lambda w: at(w, "age", 14, "pen") in (1, 5),
    # 2. Nacho is two years younger than Biscuit.
    lambda w: w["age"]["Nacho"] == w["age"]["Biscuit"] - 2,
    # 3. Mr Pickles is next door to both Nacho and Biscuit, poor man
    lambda w: abs(w["pen"]["Mr Pickles"] - w["pen"]["Nacho"]) == 1 and abs(w["pen"]["Mr Pickles"] - w["pen"]["Biscuit"]) == 1,
    # 4. Duchess and Nacho are next-door neighbours too
    lambda w: abs(w["pen"]["Duchess"] - w["pen"]["Nacho"]) == 1,
    # 5. Pepper is younger than Mr Pickles
    lambda w: w["age"]["Pepper"] < w["age"]["Mr Pickles"],
    # 6. And Nacho is nearer the radiator than Biscuit (Pen 1 is the radiator end)
    lambda w: w["pen"]["Nacho"] < w["pen"]["Biscuit"],
]

QUESTIONS = [
    ("Who is in Pen 3?", lambda w: who(w, "pen", 3)),
    ("How old is Pepper?", lambda w: str(w["age"]["Pepper"])),
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
