#!/usr/bin/env python3
"""Brute force for o01_car_boot.txt (Sunday paper puzzle corner)."""
import itertools
import sys

NAMES = ["Maureen", "Clive", "Deepa", "Trevor"]
CATEGORIES = {
    "item": ["teapot", "clock", "jigsaw", "lamp"],
    "price": [2, 4, 6, 8],                      # pounds
    "town": ["Ashby", "Barwell", "Coton", "Dunton"],
}

CLUES = [
    # 1. The clock cost £4 more than the teapot.
    lambda w: at(w, "item", "clock", "price") == at(w, "item", "teapot", "price") + 4,
    # 2. Deepa paid the most of the four.
    lambda w: w["price"]["Deepa"] == max(CATEGORIES["price"]),
    # 3. Whoever came from Coton paid £2 less than Maureen.
    lambda w: at(w, "town", "Coton", "price") == w["price"]["Maureen"] - 2,
    # 4. Clive had come from neither Ashby nor Coton.
    lambda w: w["town"]["Clive"] not in ("Ashby", "Coton"),
    # 5. The lamp went home to Ashby.
    lambda w: at(w, "item", "lamp", "town") == "Ashby",
    # 6. Trevor didn't buy the teapot.
    lambda w: w["item"]["Trevor"] != "teapot",
    # 7. The Dunton shopper paid less than the one from Barwell.
    lambda w: at(w, "town", "Dunton", "price") < at(w, "town", "Barwell", "price"),
]

QUESTIONS = [
    ("Who bought the clock?", lambda w: who(w, "item", "clock")),
    ("How much did the jigsaw cost?", lambda w: "£%d" % at(w, "item", "jigsaw", "price")),
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
