#!/usr/bin/env python3
"""Brute force for x01_shearing_gang.txt (a New Zealand shearing gang cook's email newsletter)."""
import itertools
import sys

NAMES = ["Hemi", "Tama", "Jodie", "Brett", "Aroha"]
CATEGORIES = {
    "stand": [1, 2, 3, 4, 5],          # stands numbered 1 to 5 along the board
    "tally": [288, 303, 310, 325, 341],  # sheep shorn on the day
}

CLUES = [
    # - the top tally of the day came off one of the end stands
    lambda w: at(w, "tally", 341, "stand") in (1, 5),
    # - Hemi shore exactly 15 more than whoever was on stand 2
    lambda w: w["tally"]["Hemi"] == at(w, "stand", 2, "tally") + 15,
    # - Aroha was on the stand right next to Hemi's
    lambda w: abs(w["stand"]["Aroha"] - w["stand"]["Hemi"]) == 1,
    # - Brett out-shore Tama, but Jodie out-shore Brett
    lambda w: w["tally"]["Tama"] < w["tally"]["Brett"] < w["tally"]["Jodie"],
    # - whoever was on stand 4 had the lowest tally on the board
    lambda w: at(w, "stand", 4, "tally") == 288,
    # - Jodie was on a lower-numbered stand than Brett
    lambda w: w["stand"]["Jodie"] < w["stand"]["Brett"],
    # - Aroha finished with more on the board than Tama
    lambda w: w["tally"]["Aroha"] > w["tally"]["Tama"],
]

QUESTIONS = [
    ("Who was on stand 3?", lambda w: who(w, "stand", 3)),
    ("How many sheep did Jodie shear?", lambda w: str(w["tally"]["Jodie"])),
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
