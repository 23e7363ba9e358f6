#!/usr/bin/env python3
"""Brute force for zb09_shake_it_up.txt (snow globes at a flea market)."""
import itertools
import sys

TITLE = "SHAKE IT UP"
INTRO = ("Four friends (Ada, Freya, Juno and Tilly) went to the Boxing Day flea market and "
         "each came home with a secondhand snow globe. Each globe was a souvenir of a "
         "different city (Lucerne, Prague, Quebec or Salzburg) and held a different little "
         "figure (a carousel, an ice skater, a reindeer or a snowman), and each friend paid "
         "a different price: $6, $9, $12 or $15. Who bought which globe, and for how much?")

NAMES = ["Ada", "Freya", "Juno", "Tilly"]
CATEGORIES = {
    "city": ["Lucerne", "Prague", "Quebec", "Salzburg"],
    "figure": ["carousel", "ice skater", "reindeer", "snowman"],
    "price": [6, 9, 12, 15],     # dollars
}

CLUES = [
    # 1. Freya paid exactly half as much as Ada.
    lambda w: 2 * w["price"]["Freya"] == w["price"]["Ada"],
    # 2. The carousel was in neither the Prague globe nor the Lucerne one.
    lambda w: at(w, "figure", "carousel", "city") not in ("Prague", "Lucerne"),
    # 3. Tilly's globe was $3 dearer than the one from Salzburg.
    lambda w: w["price"]["Tilly"] == at(w, "city", "Salzburg", "price") + 3,
    # 4. Juno's globe had no snowman in it, and no skater either.
    lambda w: w["figure"]["Juno"] not in ("snowman", "ice skater"),
    # 5. The snowman globe set its buyer back more than the Lucerne globe did.
    lambda w: at(w, "figure", "snowman", "price") > at(w, "city", "Lucerne", "price"),
    # 6. The Quebec globe was not the most expensive of the four.
    lambda w: at(w, "city", "Quebec", "price") != 15,
    # 7. Juno spent more than Tilly.
    lambda w: w["price"]["Juno"] > w["price"]["Tilly"],
]

QUESTIONS = [
    ("Which city was shown on Juno's globe?", lambda w: w["city"]["Juno"]),
    ("How much did the globe with the ice skater cost?",
     lambda w: "$%d" % at(w, "figure", "ice skater", "price")),
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
