#!/usr/bin/env python3
"""Brute force for y09_sugar_shack.txt (Quebec sugar shack's end-of-season email)."""
import itertools
import sys

NAMES = ["Réjean", "Chantal", "Benoît", "Marie-Ève"]
CATEGORIES = {
    "grade": ["Golden", "Amber", "Dark", "Very Dark"],
    "litres": [410, 455, 520, 580],
    "boil": [9, 14, 17, 22],          # day in March of each one's big boil
}


CLUES = [
    # 1. the first big boil of the season gave the Golden
    lambda w: at(w, "boil", 9, "grade") == "Golden",
    # 2. Benoît was the last one to do his big boil
    lambda w: w["boil"]["Benoît"] == 22,
    # 3. Réjean made 125 litres more than Benoît
    lambda w: w["litres"]["Réjean"] == w["litres"]["Benoît"] + 125,
    # 4. Chantal made the least syrup of the four
    lambda w: w["litres"]["Chantal"] == 410,
    # 5. Marie-Ève boiled some time after Réjean
    lambda w: w["boil"]["Marie-Ève"] > w["boil"]["Réjean"],
    # 6. neither Réjean nor Benoît made the Amber
    lambda w: w["grade"]["Réjean"] != "Amber" and w["grade"]["Benoît"] != "Amber",
    # 7. the biggest batch was not the Golden, and not the Very Dark either
    lambda w: at(w, "litres", 580, "grade") not in ("Golden", "Very Dark"),
]

QUESTIONS = [
    ("Who made the Very Dark?", lambda w: who(w, "grade", "Very Dark")),
    ("How much syrup did Marie-Ève make?", lambda w: "%d litres" % w["litres"]["Marie-Ève"]),
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
