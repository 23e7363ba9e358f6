#!/usr/bin/env python3
"""Brute force for zb01_keepers_of_the_light.txt (retired lighthouse keepers)."""
import itertools
import sys

TITLE = "KEEPERS OF THE LIGHT"
INTRO = ("At the reunion dinner of the Northern Lights Keepers' Association, five retired "
         "keepers (Abel, Cormac, Ewan, Fergus and Hector) were each seated beside a "
         "photograph of the lighthouse where he had spent his last posting: Carrick Ness, "
         "Fenby Point, Gull Rock, Old Harry or St Tola. Each had served a different length "
         "of time there: 6, 9, 12, 15 or 18 years. From the clues below, can you work out "
         "who kept which light, and for how long?")

NAMES = ["Abel", "Cormac", "Ewan", "Fergus", "Hector"]
CATEGORIES = {
    "light": ["Carrick Ness", "Fenby Point", "Gull Rock", "Old Harry", "St Tola"],
    "years": [6, 9, 12, 15, 18],
}

CLUES = [
    # 1. The keeper of Gull Rock served three years longer than Fergus did.
    lambda w: at(w, "light", "Gull Rock", "years") == w["years"]["Fergus"] + 3,
    # 2. The keeper of Old Harry served exactly three years less than Abel.
    lambda w: at(w, "light", "Old Harry", "years") == w["years"]["Abel"] - 3,
    # 3. Of Hector and the man from Fenby Point, one served nine years and the other twelve.
    lambda w: w["light"]["Hector"] != "Fenby Point"
              and sorted([w["years"]["Hector"], at(w, "light", "Fenby Point", "years")]) == [9, 12],
    # 4. Abel's time at his light was shorter than that of the Carrick Ness keeper.
    lambda w: w["years"]["Abel"] < at(w, "light", "Carrick Ness", "years"),
    # 5. St Tola was not the lighthouse of Cormac, Fergus or Hector.
    lambda w: w["light"]["Cormac"] != "St Tola" and w["light"]["Fergus"] != "St Tola"
              and w["light"]["Hector"] != "St Tola",
]

QUESTIONS = [
    ("Who kept Gull Rock?", lambda w: who(w, "light", "Gull Rock")),
    ("How many years did Fergus serve?", lambda w: "%d years" % w["years"]["Fergus"]),
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
