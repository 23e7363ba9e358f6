#!/usr/bin/env python3
"""Brute force for q05_cake_sale.txt (parent's message on a school WhatsApp group)."""
import itertools
import sys

NAMES = ["Mia", "Alfie", "Zara", "Leo", "Isla"]
CATEGORIES = {
    "bake": ["rocky road", "flapjacks", "lemon drizzle", "cupcakes", "brownies"],
    "price": [40, 50, 60, 70, 80],     # pence per piece
}

CLUES = [
    # 1. the brownies were 10p cheaper than the rocky road
    lambda w: at(w, "bake", "brownies", "price") == at(w, "bake", "rocky road", "price") - 10,
    # 2. rocky road was the dearest thing on the table
    lambda w: at(w, "bake", "rocky road", "price") == 80,
    # 3. flapjacks were 10p less than the lemon drizzle
    lambda w: at(w, "bake", "flapjacks", "price") == at(w, "bake", "lemon drizzle", "price") - 10,
    # 4. Mia's were dearer than Isla's
    lambda w: w["price"]["Mia"] > w["price"]["Isla"],
    # 5. Leo's were the cheapest
    lambda w: w["price"]["Leo"] == 40,
    # 6. Alfie didn't make the lemon drizzle
    lambda w: w["bake"]["Alfie"] != "lemon drizzle",
    # 7. Alfie's were 20p cheaper than Isla's
    lambda w: w["price"]["Alfie"] == w["price"]["Isla"] - 20,
]

QUESTIONS = [
    ("Who made the flapjacks?", lambda w: who(w, "bake", "flapjacks")),
    ("How much was the lemon drizzle?", lambda w: "%dp" % at(w, "bake", "lemon drizzle", "price")),
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
