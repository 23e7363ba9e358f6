#!/usr/bin/env python3
"""Brute force for zd03_wings_over_the_walled_garden.txt (falconry display)."""
import itertools
import sys

NAMES = ["Gideon", "Harriet", "Imogen", "Jasper", "Kit"]
CATEGORIES = {
    "bird": ["barn owl", "kestrel", "Harris hawk", "peregrine", "eagle owl"],
    "called": ["Biscuit", "Thorn", "Mabel", "Ghost", "Rufus"],
}
OWLS = ("barn owl", "eagle owl")

CLUES = [
    # 1. Ghost is one of the owls, but not the one Gideon flies.
    lambda w: at(w, "called", "Ghost", "bird") in OWLS and who(w, "called", "Ghost") != "Gideon",
    # 2. Harriet's bird answers to the name of Thorn.
    lambda w: w["called"]["Harriet"] == "Thorn",
    # 3. Kit isn't the one with the Harris hawk.
    lambda w: w["bird"]["Kit"] != "Harris hawk",
    # 4. The kestrel is called Rufus.
    lambda w: at(w, "bird", "kestrel", "called") == "Rufus",
    # 5. Jasper flies neither Biscuit nor the peregrine.
    lambda w: w["called"]["Jasper"] != "Biscuit" and w["bird"]["Jasper"] != "peregrine",
    # 6. Mabel isn't the eagle owl.
    lambda w: at(w, "called", "Mabel", "bird") != "eagle owl",
    # 7. Imogen, like Gideon, works with an owl.
    lambda w: w["bird"]["Imogen"] in OWLS and w["bird"]["Gideon"] in OWLS,
    # 8. Mabel belongs to either Gideon or Imogen.
    lambda w: who(w, "called", "Mabel") in ("Gideon", "Imogen"),
]

QUESTIONS = [
    ("Which bird does Kit fly?", lambda w: w["bird"]["Kit"]),
    ("Who handles Ghost?", lambda w: who(w, "called", "Ghost")),
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
