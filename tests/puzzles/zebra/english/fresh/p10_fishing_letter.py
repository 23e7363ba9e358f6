#!/usr/bin/env python3
"""Brute force for p10_fishing_letter.txt (grandfather's letter to the grandchildren)."""
import itertools
import sys

NAMES = ["Alf", "Stanley", "Cyril", "Norman"]
CATEGORIES = {
    "fish": ["pike", "carp", "perch", "tench"],
    "pounds": [2, 3, 5, 8],                # weight of the fish in lb
    "peg": [1, 2, 3, 4],                   # pegs along the bank, 1 by the bridge; 1 and 4 are the ends
}

CLUES = [
    # 1. The pike weighed four times as much as the perch.
    lambda w: at(w, "fish", "pike", "pounds") == 4 * at(w, "fish", "perch", "pounds"),
    # 2. Cyril's fish weighed three pounds more than the one caught at peg 3.
    lambda w: w["pounds"]["Cyril"] == at(w, "peg", 3, "pounds") + 3,
    # 3. Norman was fishing on a peg next to Stanley's.
    lambda w: abs(w["peg"]["Norman"] - w["peg"]["Stanley"]) == 1,
    # 4. The tench came out at one of the end pegs.
    lambda w: at(w, "fish", "tench", "peg") in (1, 4),
    # 5. The heaviest fish of the day was caught at one of the end pegs.
    lambda w: at(w, "pounds", max(CATEGORIES["pounds"]), "peg") in (1, 4),
    # 6. Norman's fish was lighter than the tench but heavier than Alf's.
    lambda w: w["pounds"]["Alf"] < w["pounds"]["Norman"] < at(w, "fish", "tench", "pounds"),
]

QUESTIONS = [
    ("Who caught the carp?", lambda w: who(w, "fish", "carp")),
    ("Which fish did Alf catch?", lambda w: w["fish"]["Alf"]),
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
