#!/usr/bin/env python3
"""Brute force for v04_poetry_slam.txt (poetry slam host's Instagram caption)."""
import itertools
import sys

NAMES = ["Dez", "Marisol", "Jonah"]
CATEGORIES = {
    "slot": [1, 2, 3],                                # order they went up
    "poem": ["grandma", "subway", "breakup"],
    "score": ["27.4", "28.9", "29.6"],
}

CLUES = [
    # 1. the subway poem went up right before Marisol
    lambda w: at(w, "poem", "subway", "slot") + 1 == w["slot"]["Marisol"],
    # 2. Jonah outscored whoever went first
    lambda w: float(w["score"]["Jonah"]) > float(at(w, "slot", 1, "score")),
    # 3. the breakup poem got the lowest score
    lambda w: at(w, "poem", "breakup", "score") == "27.4",
    # 4. whoever closed the night got the top score
    lambda w: at(w, "slot", 3, "score") == "29.6",
    # 5. Marisol did not do the breakup poem
    lambda w: w["poem"]["Marisol"] != "breakup",
]

QUESTIONS = [
    ("who wrote the subway poem?", lambda w: who(w, "poem", "subway")),
    ("what did Marisol score?", lambda w: w["score"]["Marisol"]),
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
