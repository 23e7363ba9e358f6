#!/usr/bin/env python3
"""Brute force for zc01_string_theory.txt (kite festival, plain grid)."""
import itertools
import sys

NAMES = ["Harriet", "Kenneth", "Lorna", "Murray", "Tessa"]
CATEGORIES = {
    "kite": ["box kite", "delta", "diamond", "dragon", "parafoil"],
    "colour": ["crimson", "emerald", "gold", "indigo", "silver"],
}


CLUES = [
    # 1. The dragon, which wasn't Tessa's, was crimson.
    lambda w: at(w, "kite", "dragon", "colour") == "crimson" and w["kite"]["Tessa"] != "dragon",
    # 2. Of Lorna and Murray, one flew the parafoil and the other flew the silver kite.
    lambda w: (w["kite"]["Lorna"] == "parafoil" and w["colour"]["Murray"] == "silver") or (w["kite"]["Murray"] == "parafoil" and w["colour"]["Lorna"] == "silver"),
    # 3. Neither Harriet nor Kenneth had brought along a box kite.
    lambda w: "box kite" not in (w["kite"]["Harriet"], w["kite"]["Kenneth"]),
    # 4. Harriet's kite was neither emerald nor indigo.
    lambda w: w["colour"]["Harriet"] not in ("emerald", "indigo"),
    # 5. Tessa's kite was either the diamond or the delta, and it wasn't the indigo one.
    lambda w: w["kite"]["Tessa"] in ("diamond", "delta") and w["colour"]["Tessa"] != "indigo",
    # 6. Harriet didn't fly the diamond, and Lorna didn't fly the box kite.
    lambda w: w["kite"]["Harriet"] != "diamond" and w["kite"]["Lorna"] != "box kite",
    # 7. Kenneth flew the dragon.
    lambda w: w["kite"]["Kenneth"] == "dragon",
]


QUESTIONS = [
    ('Who flew the parafoil?', lambda w: who(w, "kite", "parafoil")),
    ("What colour was Tessa's kite?", lambda w: w["colour"]["Tessa"]),
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
