#!/usr/bin/env python3
"""Brute force for q01_garage_sale.txt (American newspaper weekly logic problem)."""
import itertools
import sys

NAMES = ["Ruth", "Dale", "Connie", "Marvin"]
CATEGORIES = {
    "item": ["waffle iron", "floor lamp", "fishing rod", "rocking chair"],
    "price": [3.50, 5.00, 6.50, 8.00],      # dollars
    "age": [38, 45, 52, 59],                # years
}

CLUES = [
    # 1. The person who bought the waffle iron paid $1.50 less than Connie did.
    lambda w: at(w, "item", "waffle iron", "price") == w["price"]["Connie"] - 1.50,
    # 2. Dale is the oldest of the four.
    lambda w: w["age"]["Dale"] == 59,
    # 3. The rocking chair cost more than the fishing rod, but it wasn't bought by the 45-year-old.
    lambda w: at(w, "item", "rocking chair", "price") > at(w, "item", "fishing rod", "price")
              and at(w, "item", "rocking chair", "age") != 45,
    # 4. Ruth is seven years older than Marvin.
    lambda w: w["age"]["Ruth"] == w["age"]["Marvin"] + 7,
    # 5. Connie is either the youngest of the four or the one who paid the most (not both).
    lambda w: (w["age"]["Connie"] == 38) != (w["price"]["Connie"] == 8.00),
    # 6. The fishing rod was bought by someone older than the person who paid $5.00.
    lambda w: at(w, "item", "fishing rod", "age") > at(w, "price", 5.00, "age"),
    # 7. Neither Ruth nor Connie bought the waffle iron.
    lambda w: w["item"]["Ruth"] != "waffle iron" and w["item"]["Connie"] != "waffle iron",
    # 8. Dale spent less than whoever bought the waffle iron.
    lambda w: w["price"]["Dale"] < at(w, "item", "waffle iron", "price"),
    # 9. Connie did not go home with the rocking chair.
    lambda w: w["item"]["Connie"] != "rocking chair",
]

QUESTIONS = [
    ("Who bought the rocking chair?", lambda w: who(w, "item", "rocking chair")),
    ("How much did Marvin pay?", lambda w: "$%.2f" % w["price"]["Marvin"]),
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
