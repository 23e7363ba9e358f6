#!/usr/bin/env python3
"""Brute force for o06_giant_veg.txt (gardening magazine logic problem)."""
import itertools
import sys

NAMES = ["Mr Pike", "Mrs Oduya", "Miss Hale", "Mr Ferris"]
CATEGORIES = {
    "veg": ["marrow", "pumpkin", "cabbage", "onion"],
    "kg": [2.5, 4.0, 6.5, 9.0],
    "plot": [3, 7, 12, 15],
}

CLUES = [
    # 1. The pumpkin was, predictably, the heaviest entry.
    lambda w: at(w, "veg", "pumpkin", "kg") == max(CATEGORIES["kg"]),
    # 2. The marrow weighed 2.5kg more than the cabbage.
    lambda w: at(w, "veg", "marrow", "kg") == at(w, "veg", "cabbage", "kg") + 2.5,
    # 3. Miss Hale's entry weighed 1.5kg less than the one grown on plot 7.
    lambda w: w["kg"]["Miss Hale"] == at(w, "plot", 7, "kg") - 1.5,
    # 4. Mr Ferris's plot has a lower number than Mr Pike's.
    lambda w: w["plot"]["Mr Ferris"] < w["plot"]["Mr Pike"],
    # 5. Mr Pike grew neither the marrow nor the cabbage.
    lambda w: w["veg"]["Mr Pike"] not in ("marrow", "cabbage"),
    # 6. The onion came from the highest-numbered plot.
    lambda w: at(w, "veg", "onion", "plot") == max(CATEGORIES["plot"]),
    # 7. Mrs Oduya's entry was heavier than Mr Ferris's.
    lambda w: w["kg"]["Mrs Oduya"] > w["kg"]["Mr Ferris"],
]

QUESTIONS = [
    ("Who grew the cabbage?", lambda w: who(w, "veg", "cabbage")),
    ("How heavy was the marrow?", lambda w: "%gkg" % at(w, "veg", "marrow", "kg")),
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
