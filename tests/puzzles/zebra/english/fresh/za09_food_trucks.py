#!/usr/bin/env python3
"""Brute force for za09_food_trucks.txt ("in a row" riddle: five food trucks parked side by side)."""
import itertools
import sys

NAMES = ["Rosa", "Sam", "Theo", "Uma", "Vic"]
CATEGORIES = {
    "pos": [1, 2, 3, 4, 5],             # 1 = far left, 5 = far right, as seen from the lawn
    "food": ["barbecue", "crepes", "dumplings", "falafel", "tacos"],
    "colour": ["black", "blue", "green", "red", "yellow"],
}


def between(a, b, c):
    """a is somewhere between b and c (not necessarily adjacent)."""
    return min(b, c) < a < max(b, c)


CLUES = [
    # 1. The barbecue truck is parked in the middle of the row.
    (("pos", "food"), lambda w: at(w, "food", "barbecue", "pos") == 3),
    # 2. Theo's truck is immediately to the left of the black truck.
    (("pos", "colour"), lambda w: w["pos"]["Theo"] + 1 == at(w, "colour", "black", "pos")),
    # 3. The crepes are sold from a truck somewhere to the right of Vic's.
    (("pos", "food"), lambda w: at(w, "food", "crepes", "pos") > w["pos"]["Vic"]),
    # 4. Uma is parked somewhere to the left of Theo.
    (("pos",), lambda w: w["pos"]["Uma"] < w["pos"]["Theo"]),
    # 5. Uma's truck is next to the red one.
    (("pos", "colour"), lambda w: abs(w["pos"]["Uma"] - at(w, "colour", "red", "pos")) == 1),
    # 6. The falafel truck is not next to the barbecue truck.
    (("pos", "food"), lambda w: abs(at(w, "food", "falafel", "pos") - at(w, "food", "barbecue", "pos")) != 1),
    # 7. Rosa's truck is somewhere between Vic's and Sam's.
    (("pos",), lambda w: between(w["pos"]["Rosa"], w["pos"]["Vic"], w["pos"]["Sam"])),
    # 8. The tacos are sold from neither the red truck nor the green one.
    (("food", "colour"), lambda w: at(w, "food", "tacos", "colour") not in ("red", "green")),
    # 9. The falafel is sold from the blue truck.
    (("food", "colour"), lambda w: at(w, "food", "falafel", "colour") == "blue"),
    # 10. The green truck is next to the blue one.
    (("pos", "colour"), lambda w: abs(at(w, "colour", "green", "pos") - at(w, "colour", "blue", "pos")) == 1),
    # 11. Sam sells neither tacos nor crepes.
    (("food",), lambda w: w["food"]["Sam"] not in ("tacos", "crepes")),
    # 12. The crepes aren't Uma's.
    (("food",), lambda w: w["food"]["Uma"] != "crepes"),
]

QUESTIONS = [
    ("Who sells the dumplings?", lambda w: who(w, "food", "dumplings")),
    ("What colour is Rosa's truck?", lambda w: w["colour"]["Rosa"]),
]


# ---------------------------------------------------------------------------
# brute force: every list runs through every permutation; each clue is
# tested as soon as all the lists it mentions have been filled in.
# ---------------------------------------------------------------------------
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
    keys = list(CATEGORIES)
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    levels = [[] for _ in keys]
    for i, (needs, f) in enumerate(CLUES, 1):
        if i == skip:
            continue
        lvl = max([keys.index(c) for c in needs] or [0])
        levels[lvl].append(f)
    found = []
    w = {"name": {n: n for n in NAMES}}

    def rec(i):
        if i == len(keys):
            found.append({k: dict(v) for k, v in w.items()})
            return
        for p in perms[i]:
            w[keys[i]] = p
            if all(f(w) for f in levels[i]):
                rec(i + 1)
        del w[keys[i]]

    rec(0)
    return found


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
