#!/usr/bin/env python3
"""Brute force for z03_casks.txt (Islay warehouseman's email about a soaked cask tally)."""
import itertools
import sys

NAMES = ["Mr Lindqvist", "the Tanaka family", "Dr Okafor", "Bremner's Bar"]
CATEGORIES = {
    "bay": [1, 2, 3, 4],                                   # counted from the door
    "filled": [1998, 2004, 2009, 2013],
    "cask": ["sherry butt", "bourbon barrel", "port pipe", "hogshead"],
    "abv": [52.1, 55.8, 58.4, 61.7],                       # % ABV
}

CLUES = [
    # 1. (table) bay 2: sherry butt
    lambda w: at(w, "bay", 2, "cask") == "sherry butt",
    # 2. Strength's gone down with age. The older the cask, the lower it dipped, no exceptions in this lot.
    lambda w: all((w["filled"][a] < w["filled"][b]) == (w["abv"][a] < w["abv"][b])
                  for a in NAMES for b in NAMES if a != b),
    # 3. The Tanakas' cask sits right next to Dr Okafor's.
    lambda w: abs(w["bay"]["the Tanaka family"] - w["bay"]["Dr Okafor"]) == 1,
    # 4. Mr Lindqvist's was filled five years before the Tanakas'.
    lambda w: w["filled"]["Mr Lindqvist"] + 5 == w["filled"]["the Tanaka family"],
    # 5. The bourbon barrel's the youngest of the four.
    lambda w: at(w, "cask", "bourbon barrel", "filled") == 2013,
    # 6. The port pipe is further from the door than the hogshead.
    lambda w: at(w, "cask", "port pipe", "bay") > at(w, "cask", "hogshead", "bay"),
    # 7. The sherry butt is the oldest.
    lambda w: at(w, "cask", "sherry butt", "filled") == 1998,
    # 8. Bremner's Bar is in bay 1.
    lambda w: w["bay"]["Bremner's Bar"] == 1,
]

QUESTIONS = [
    ("What kind of cask is in bay 3?", lambda w: at(w, "bay", 3, "cask")),
    ("How strong is Mr Lindqvist's?", lambda w: "%.1f%%" % w["abv"]["Mr Lindqvist"]),
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
