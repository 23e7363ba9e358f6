#!/usr/bin/env python3
"""Brute force for p01_jam_judging.txt (puzzle magazine logic problem)."""
import itertools
import sys

NAMES = ["Audrey", "Bernice", "Connie", "Dilys"]
CATEGORIES = {
    "place": [1, 2, 3, 4],                 # 1 = first ... 4 = fourth (last)
    "jam": ["damson", "gooseberry", "blackcurrant", "rhubarb and ginger"],
    "village": ["Ashby Parva", "Kettlebridge", "Much Wenlow", "Stoke Tandy"],
}

CLUES = [
    # 1. Connie, who doesn't live in Much Wenlow, finished below the gooseberry.
    lambda w: w["village"]["Connie"] != "Much Wenlow" and w["place"]["Connie"] > at(w, "jam", "gooseberry", "place"),
    # 2. The damson was placed two places higher than the entry from Kettlebridge.
    lambda w: at(w, "jam", "damson", "place") == at(w, "village", "Kettlebridge", "place") - 2,
    # 3. The rhubarb and ginger wasn't Bernice's, and it didn't come from Much Wenlow either.
    lambda w: w["jam"]["Bernice"] != "rhubarb and ginger" and at(w, "village", "Much Wenlow", "jam") != "rhubarb and ginger",
    # 4. The jar from Ashby Parva was placed fourth.
    lambda w: at(w, "village", "Ashby Parva", "place") == 4,
    # 5. Dilys finished one place higher than Audrey.
    lambda w: w["place"]["Dilys"] == w["place"]["Audrey"] - 1,
    # 6. Bernice doesn't live in Kettlebridge.
    lambda w: w["village"]["Bernice"] != "Kettlebridge",
    # 7. The gooseberry was the work of either Connie or the lady from Kettlebridge.
    lambda w: w["jam"]["Connie"] == "gooseberry" or at(w, "village", "Kettlebridge", "jam") == "gooseberry",
    # 8. The Much Wenlow entry finished one place above the gooseberry.
    lambda w: at(w, "village", "Much Wenlow", "place") == at(w, "jam", "gooseberry", "place") - 1,
]

QUESTIONS = [
    ("Who made the blackcurrant jam?", lambda w: who(w, "jam", "blackcurrant")),
    ("Which village does Audrey come from?", lambda w: w["village"]["Audrey"]),
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
