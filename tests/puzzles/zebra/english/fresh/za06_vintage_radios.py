#!/usr/bin/env python3
"""Brute force for za06_vintage_radios.txt (magazine logic problem: old wireless sets at a swap meet)."""
import itertools
import sys

NAMES = ["Alf", "Bernice", "Clive", "Dorothy"]
CATEGORIES = {
    "brand": ["Bush", "Ekco", "Murphy", "Roberts"],
    "year": [1938, 1946, 1952, 1957],
    "price": [15, 20, 25, 30],          # pounds
}

CLUES = [
    # 1. Bernice paid £10 less than Alf.
    (("price",), lambda w: w["price"]["Bernice"] == w["price"]["Alf"] - 10),
    # 2. The Bush was made six years after the Murphy.
    (("brand", "year"), lambda w: at(w, "brand", "Bush", "year") == at(w, "brand", "Murphy", "year") + 6),
    # 3. Dorothy paid more than the buyer of the Roberts, but less than Clive.
    (("brand", "price"), lambda w: at(w, "brand", "Roberts", "price") < w["price"]["Dorothy"] < w["price"]["Clive"]),
    # 4. The Ekco was bought by neither Alf nor Dorothy.
    (("brand",), lambda w: who(w, "brand", "Ekco") not in ("Alf", "Dorothy")),
    # 5. The 1957 set is either the Roberts or the Bush.
    (("brand", "year"), lambda w: at(w, "year", 1957, "brand") in ("Roberts", "Bush")),
    # 6. Alf's radio is older than Dorothy's.
    (("year",), lambda w: w["year"]["Alf"] < w["year"]["Dorothy"]),
]

QUESTIONS = [
    ("Who bought the Murphy?", lambda w: who(w, "brand", "Murphy")),
    ("In what year was Dorothy's radio made?", lambda w: str(w["year"]["Dorothy"])),
    ("How much did Bernice pay?", lambda w: "£%d" % w["price"]["Bernice"]),
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
