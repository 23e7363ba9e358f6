#!/usr/bin/env python3
"""Brute force for s12_knitting.txt (knitting circle's group email)."""
import itertools
import sys

NAMES = ["Jean", "Pat", "Moira", "Hilary"]
CATEGORIES = {
    "project": ["scarf", "tea cosy", "baby cardigan", "bobble hat"],
    "colour": ["teal", "mustard", "lilac", "cream"],
    "balls": [2, 3, 4, 6],     # balls of wool used
}

CLUES = [
    # 1. Moira's project took one ball more than Hilary's.
    lambda w: w["balls"]["Moira"] == w["balls"]["Hilary"] + 1,
    # 2. The teal went into the scarf.
    lambda w: at(w, "colour", "teal", "project") == "scarf",
    # 3. The tea cosy used fewer balls than the scarf.
    lambda w: at(w, "project", "tea cosy", "balls") < at(w, "project", "scarf", "balls"),
    # 4. Pat's wool was mustard.
    lambda w: w["colour"]["Pat"] == "mustard",
    # 5. The lilac used more balls than the teal.
    lambda w: at(w, "colour", "lilac", "balls") > at(w, "colour", "teal", "balls"),
    # 6. The bobble hat took fewer balls than the tea cosy.
    lambda w: at(w, "project", "bobble hat", "balls") < at(w, "project", "tea cosy", "balls"),
]

QUESTIONS = [
    ("What colour was Moira's wool?", lambda w: w["colour"]["Moira"]),
    ("Who knitted the tea cosy?", lambda w: who(w, "project", "tea cosy")),
    ("How many balls did the scarf take?", lambda w: "%d" % at(w, "project", "scarf", "balls")),
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
