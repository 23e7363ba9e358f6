#!/usr/bin/env python3
"""Brute force for z06_bandcontest.txt (1953 brass band paper's district notes)."""
import itertools
import sys

NAMES = ["Thornley Colliery", "Kirkburton Old", "Slaithwaite Temperance", "Netherfield Silver"]
CATEGORIES = {
    "draw": [1, 2, 3, 4],                 # order of play
    "conductor": ["Mr. J. Haigh", "Mr. W. Bairstow", "Mr. E. Crossland", "Mr. T. Lunn"],
    "points": [176, 181, 184, 189],
}

CLUES = [
    # 1. Thornley Colliery were conducted by neither Mr. Bairstow nor Mr. Lunn.
    lambda w: w["conductor"]["Thornley Colliery"] not in ("Mr. W. Bairstow", "Mr. T. Lunn"),
    # 2. The band that played immediately before Slaithwaite Temperance took the first prize.
    lambda w: at(w, "points", 189, "draw") + 1 == w["draw"]["Slaithwaite Temperance"],
    # 3. Netherfield Silver were three points ahead of Kirkburton Old.
    lambda w: w["points"]["Netherfield Silver"] - w["points"]["Kirkburton Old"] == 3,
    # 4. Mr. Bairstow's band had eight points more than Mr. Haigh's.
    lambda w: at(w, "conductor", "Mr. W. Bairstow", "points") - at(w, "conductor", "Mr. J. Haigh", "points") == 8,
    # 5. The band drawn No. 2 came second.
    lambda w: at(w, "draw", 2, "points") == 184,
]

QUESTIONS = [
    ("Who conducted the winning band?", lambda w: at(w, "points", 189, "conductor")),
    ("How many points did Kirkburton Old get?", lambda w: str(w["points"]["Kirkburton Old"])),
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
