#!/usr/bin/env python3
"""Brute force for zc09_charted_territory.txt (antique county maps, order by price)."""
import itertools
import sys

NAMES = ["Mr Ibbotson", "Mrs Kaur", "Mr Lomax", "Ms Quigley"]
MEN = ("Mr Ibbotson", "Mr Lomax")
CATEGORIES = {
    "county": ["Cornwall", "Kent", "Rutland", "Westmorland"],
    "maker": ["Blaeu", "Morden", "Saxton", "Speed"],
    "price": [45, 60, 75, 90],
}


CLUES = [
    # 1. Mr Lomax paid less than Ms Quigley, who did not buy the Speed.
    lambda w: w["price"]["Mr Lomax"] < w["price"]["Ms Quigley"] and w["maker"]["Ms Quigley"] != "Speed",
    # 2. The map of Rutland, which wasn't by Blaeu, was dearer than the Morden.
    lambda w: at(w, "county", "Rutland", "maker") != "Blaeu" and at(w, "county", "Rutland", "price") > at(w, "maker", "Morden", "price"),
    # 3. Mrs Kaur's purchase, which wasn't the map of Kent, was the most expensive of the four.
    lambda w: w["county"]["Mrs Kaur"] != "Kent" and w["price"]["Mrs Kaur"] == 90,
    # 4. Ms Quigley's map cost £15 more than the Blaeu.
    lambda w: w["price"]["Ms Quigley"] == at(w, "maker", "Blaeu", "price") + 15,
    # 5. Of the two men, one bought the Speed and the other bought the map of Cornwall.
    lambda w: any(w["maker"][a] == "Speed" and w["county"][b] == "Cornwall" for a, b in (MEN, MEN[::-1])),
    # 6. Of the maps of Rutland and Westmorland, the dearer one was Westmorland.
    lambda w: at(w, "county", "Westmorland", "price") > at(w, "county", "Rutland", "price"),
]


QUESTIONS = [
    ('Who bought the map of Rutland?', lambda w: who(w, "county", "Rutland")),
    ('How much did the Saxton cost?', lambda w: "£%d" % at(w, "maker", "Saxton", "price")),
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
