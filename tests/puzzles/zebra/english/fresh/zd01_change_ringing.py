#!/usr/bin/env python3
"""Brute force for zd01_change_ringing.txt (bell-ringers' practice night)."""
import itertools
import sys

NAMES = ["Mr Abbott", "Mrs Blake", "Miss Carver", "Mr Dunn", "Ms Ellery"]
CATEGORIES = {
    "bell": ["treble", "second", "third", "fourth", "tenor"],
    "village": ["Upton", "Marsh Gibbon", "Kelby", "Stowe", "Fenwick"],
}

CLUES = [
    # 1. Mrs Blake rang the treble.
    lambda w: w["bell"]["Mrs Blake"] == "treble",
    # 2. Whoever rang the third doesn't come from Fenwick.
    lambda w: at(w, "village", "Fenwick", "bell") != "third",
    # 3. Miss Carver cycles over from Upton every practice night.
    lambda w: w["village"]["Miss Carver"] == "Upton",
    # 4. Mr Dunn, who lives in Fenwick, didn't ring the tenor.
    lambda w: w["village"]["Mr Dunn"] == "Fenwick" and w["bell"]["Mr Dunn"] != "tenor",
    # 5. Ms Ellery has never lived in Kelby, and she isn't the Stowe ringer either.
    lambda w: w["village"]["Ms Ellery"] not in ("Kelby", "Stowe"),
    # 6. The fourth was rung by the visitor from Kelby.
    lambda w: at(w, "bell", "fourth", "village") == "Kelby",
    # 7. Nobody from Marsh Gibbon rang the tenor.
    lambda w: at(w, "bell", "tenor", "village") != "Marsh Gibbon",
]

QUESTIONS = [
    ("Who rang the tenor?", lambda w: who(w, "bell", "tenor")),
    ("Which bell did Ms Ellery ring?", lambda w: w["bell"]["Ms Ellery"]),
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
