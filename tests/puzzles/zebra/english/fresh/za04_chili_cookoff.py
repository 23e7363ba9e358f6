#!/usr/bin/env python3
"""Brute force for za04_chili_cookoff.txt (magazine logic problem: chili cook-off placings)."""
import itertools
import sys

NAMES = ["Buck", "Darlene", "Earl", "Maggie", "Rhonda"]
CATEGORIES = {
    "chili": ["bison", "brisket", "chicken verde", "turkey", "vegetarian bean"],
    "place": [1, 2, 3, 4, 5],          # 1st .. 5th (1st is best)
}
ORD = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th"}

CLUES = [
    # 1. Buck finished two places below Earl.
    (("place",), lambda w: w["place"]["Buck"] == w["place"]["Earl"] + 2),
    # 2. Maggie finished one place below the chicken verde.
    (("chili", "place"), lambda w: w["place"]["Maggie"] == at(w, "chili", "chicken verde", "place") + 1),
    # 3. Neither Rhonda nor Darlene made the turkey chili or the vegetarian bean.
    (("chili",), lambda w: w["chili"]["Rhonda"] not in ("turkey", "vegetarian bean")
        and w["chili"]["Darlene"] not in ("turkey", "vegetarian bean")),
    # 4. Darlene was placed higher than Rhonda.
    (("place",), lambda w: w["place"]["Darlene"] < w["place"]["Rhonda"]),
    # 5. The vegetarian bean chili was placed higher than the chicken verde.
    (("chili", "place"), lambda w: at(w, "chili", "vegetarian bean", "place") < at(w, "chili", "chicken verde", "place")),
    # 6. Of the bison chili and Earl's entry, one came 2nd and the other came 3rd.
    (("chili", "place"), lambda w: who(w, "chili", "bison") != "Earl" and
        sorted([at(w, "chili", "bison", "place"), w["place"]["Earl"]]) == [2, 3]),
]

QUESTIONS = [
    ("Who won the cook-off?", lambda w: who(w, "place", 1)),
    ("What kind of chili did Maggie make?", lambda w: w["chili"]["Maggie"]),
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
