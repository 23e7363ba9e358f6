#!/usr/bin/env python3
"""Brute force for zd11_heaviest_onion.txt (onion show, weights)."""
import itertools
import sys

NAMES = ["Mr Charlton", "Mrs Dodd", "Mr Elliott", "Mrs Forster", "Mr Gibson"]
CATEGORIES = {
    "weight": [32, 35, 38, 41, 44],     # tenths of a kilogram: 3.2 kg .. 4.4 kg
    "village": ["Ashington", "Bedlington", "Cramlington", "Seghill", "Lynemouth"],
}
WOMEN = ("Mrs Dodd", "Mrs Forster")

CLUES = [
    # 1. Mr Charlton's onion was 0.3 kg heavier than the one from Lynemouth.
    lambda w: w["weight"]["Mr Charlton"] == at(w, "village", "Lynemouth", "weight") + 3,
    # 2. The lightest onion on the bench came from Bedlington.
    lambda w: at(w, "weight", 32, "village") == "Bedlington",
    # 3. Mrs Dodd's onion outweighed Mr Elliott's, but by less than half a kilo.
    lambda w: 0 < w["weight"]["Mrs Dodd"] - w["weight"]["Mr Elliott"] < 5,
    # 4. The Seghill grower is one of the two women.
    lambda w: who(w, "village", "Seghill") in WOMEN,
    # 5. Mr Gibson's onion was neither the heaviest nor the lightest.
    lambda w: w["weight"]["Mr Gibson"] not in (32, 44),
    # 6. Mr Charlton doesn't come from Cramlington.
    lambda w: w["village"]["Mr Charlton"] != "Cramlington",
    # 7. Mrs Forster's onion beat Mr Charlton's.
    lambda w: w["weight"]["Mrs Forster"] > w["weight"]["Mr Charlton"],
    # 8. The Ashington onion was heavier than the Cramlington one.
    lambda w: at(w, "village", "Ashington", "weight") > at(w, "village", "Cramlington", "weight"),
]

QUESTIONS = [
    ("Who grew the heaviest onion?", lambda w: who(w, "weight", 44)),
    ("Which village does Mr Gibson come from?", lambda w: w["village"]["Mr Gibson"]),
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
