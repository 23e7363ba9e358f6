#!/usr/bin/env python3
"""Brute force for x07_dig_diary.txt (a community archaeology dig's site diary)."""
import itertools
import sys

NAMES = ["Geoff", "Anita", "Rowan", "Beth"]
CATEGORIES = {
    "trench": [1, 2, 3, 4],                       # in a line, 1 at the east end
    "find": ["coin", "brooch", "bone hairpin", "gaming counter"],
    "depth": [35, 50, 65, 80],                    # centimetres below the turf
}

CLUES = [
    # (Monday) Beth had the trench at the west end
    lambda w: w["trench"]["Beth"] == 4,
    # The coin came up in Trench 1.
    lambda w: at(w, "find", "coin", "trench") == 1,
    # The deepest find came out of the trench next to Beth's.
    lambda w: abs(at(w, "depth", 80, "trench") - w["trench"]["Beth"]) == 1,
    # Geoff's find was 30cm shallower than the coin.
    lambda w: w["depth"]["Geoff"] == at(w, "find", "coin", "depth") - 30,
    # The brooch turned up in a higher-numbered trench than the hairpin.
    lambda w: at(w, "find", "brooch", "trench") > at(w, "find", "bone hairpin", "trench"),
    # The gaming counter was deeper than the brooch.
    lambda w: at(w, "find", "gaming counter", "depth") > at(w, "find", "brooch", "depth"),
    # Rowan didn't find the gaming counter, and he wasn't in Trench 4.
    lambda w: w["find"]["Rowan"] != "gaming counter" and w["trench"]["Rowan"] != 4,
]

QUESTIONS = [
    ("What did Rowan find?", lambda w: w["find"]["Rowan"]),
    ("In which trench was the brooch found?", lambda w: "Trench %d" % at(w, "find", "brooch", "trench")),
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
