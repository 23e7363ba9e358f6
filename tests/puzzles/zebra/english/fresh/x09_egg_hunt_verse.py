#!/usr/bin/env python3
"""Brute force for x09_egg_hunt_verse.txt (a dad's rhyming Easter egg hunt puzzle)."""
import itertools
import sys

NAMES = ["Evie", "Sam", "Noah", "Lily"]
CATEGORIES = {
    "spot": ["watering can", "shed", "trampoline", "rhubarb patch"],
    "age": [4, 6, 7, 9],
    "order": [1, 2, 3, 4],        # order in which the golden eggs were found
}

CLUES = [
    # Now Sam is two years older than his sister Lily is,
    lambda w: w["age"]["Sam"] == w["age"]["Lily"] + 2,
    # But Sam's egg wasn't by the shed, so that one wasn't his.
    lambda w: w["spot"]["Sam"] != "shed",
    # The rhubarb egg was found straight after the egg behind the shed,
    lambda w: at(w, "spot", "rhubarb patch", "order") == at(w, "spot", "shed", "order") + 1,
    # And the one who found the rhubarb egg is seven, ...
    lambda w: at(w, "age", 7, "spot") == "rhubarb patch",
    # The watering can was emptied by the oldest of the four,
    lambda w: at(w, "spot", "watering can", "age") == 9,
    # And Evie found hers two places after Lily found her own,
    lambda w: w["order"]["Evie"] == w["order"]["Lily"] + 2,
    # And Evie wasn't first, nor last,
    lambda w: w["order"]["Evie"] not in (1, 4),
]

QUESTIONS = [
    ("Where was Noah's egg?", lambda w: w["spot"]["Noah"]),
    ("How old is Lily?", lambda w: {4: "four", 6: "six", 7: "seven", 9: "nine"}[w["age"]["Lily"]]),
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
