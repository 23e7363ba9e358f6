#!/usr/bin/env python3
"""Brute force for u03_foodtrucks.txt (street-food weekend site map key)."""
import itertools
import sys

NAMES = ["Bao Down", "Smokestack", "Nacho Average", "Curry On", "The Rolling Scone"]
CATEGORIES = {
    "pitch": [1, 2, 3, 4, 5],          # 1 = lock gate end, 5 = bandstand end
    "owner": ["Jade", "Rafe", "Bex", "Olu", "Kit"],
    "price": [5, 6, 7, 8, 9],          # cheapest thing on the menu, pounds
}


def pos(w, cat, val):
    return at(w, cat, val, "pitch")


CLUES = [
    # 1. Smokestack is the first truck you reach coming in from the lock gate.
    lambda w: w["pitch"]["Smokestack"] == 1,
    # 2. Bao Down is right between Nacho Average and The Rolling Scone.
    lambda w: abs(w["pitch"]["Nacho Average"] - w["pitch"]["The Rolling Scone"]) == 2
              and w["pitch"]["Bao Down"] * 2 == w["pitch"]["Nacho Average"] + w["pitch"]["The Rolling Scone"],
    # 3. The cheapest bite on site is right next door to the dearest.
    lambda w: abs(pos(w, "price", 5) - pos(w, "price", 9)) == 1,
    # 4. Jade's truck is bang in the middle.
    lambda w: pos(w, "owner", "Jade") == 3,
    # 5. Olu charges £2 more than Bex.
    lambda w: at(w, "owner", "Olu", "price") == at(w, "owner", "Bex", "price") + 2,
    # 6. Rafe isn't at the lock gate end.
    lambda w: pos(w, "owner", "Rafe") != 1,
    # 7. Kit is somewhere on the bandstand side of Bex.
    lambda w: pos(w, "owner", "Kit") > pos(w, "owner", "Bex"),
    # 8. Nacho Average is £1 cheaper than Bao Down.
    lambda w: w["price"]["Nacho Average"] == w["price"]["Bao Down"] - 1,
    # 9. The Rolling Scone is further along from the gate than Bao Down.
    lambda w: w["pitch"]["The Rolling Scone"] > w["pitch"]["Bao Down"],
    # 10. The dearest cheapest-dish is right down at the bandstand end.
    lambda w: pos(w, "price", 9) == 5,
    # 11. Kit's truck is cheaper than Rafe's.
    lambda w: at(w, "owner", "Kit", "price") < at(w, "owner", "Rafe", "price"),
]

QUESTIONS = [
    ("Which truck is on pitch 3?", lambda w: who(w, "pitch", 3)),
    ("How much is the cheapest thing at The Rolling Scone?", lambda w: "£%d" % w["price"]["The Rolling Scone"]),
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
