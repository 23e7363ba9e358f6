#!/usr/bin/env python3
"""Brute force for p08_choir_tour.txt (choir tour diary)."""
import itertools
import sys

NAMES = ["Harriet", "Gwen", "Owain", "Rhodri"]
CATEGORIES = {
    "city": ["Bruges", "Ghent", "Antwerp", "Leuven"],
    "solo": ["Myfanwy", "Calon Lân", "Ar Hyd y Nos", "Suo Gân"],
    "souvenir": ["lace", "beer", "chocolates", "waffle iron"],
}
NIGHT = {"Bruges": 1, "Ghent": 2, "Antwerp": 3, "Leuven": 4}   # order of the tour


def night(w, cat, val):
    """Tour night (1-4) of whoever has `cat` == `val`."""
    return NIGHT[at(w, cat, val, "city")]


CLUES = [
    # 1. Owain's solo was two nights after Rhodri's.
    lambda w: NIGHT[w["city"]["Owain"]] == NIGHT[w["city"]["Rhodri"]] + 2,
    # 2. Whoever bought the lace sang the night before Owain did.
    lambda w: night(w, "souvenir", "lace") == NIGHT[w["city"]["Owain"]] - 1,
    # 3. Myfanwy was sung neither in Bruges nor in Ghent.
    lambda w: at(w, "solo", "Myfanwy", "city") not in ("Bruges", "Ghent"),
    # 4. Gwen, who didn't buy the chocolates, sang before Harriet.
    lambda w: w["souvenir"]["Gwen"] != "chocolates" and NIGHT[w["city"]["Gwen"]] < NIGHT[w["city"]["Harriet"]],
    # 5. The beer was bought by whoever sang Calon Lân.
    lambda w: at(w, "solo", "Calon Lân", "souvenir") == "beer",
    # 6. Suo Gân was sung the night after Ar Hyd y Nos.
    lambda w: night(w, "solo", "Suo Gân") == night(w, "solo", "Ar Hyd y Nos") + 1,
    # 7. Whoever ended up with the waffle iron sang on the last night of the tour (Leuven).
    lambda w: night(w, "souvenir", "waffle iron") == 4,
    # 8. Harriet's solo came before Owain's.
    lambda w: NIGHT[w["city"]["Harriet"]] < NIGHT[w["city"]["Owain"]],
]

QUESTIONS = [
    ("Whose solo was in Ghent?", lambda w: who(w, "city", "Ghent")),
    ("What did Harriet buy?", lambda w: w["souvenir"]["Harriet"]),
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
