#!/usr/bin/env python3
"""Brute force for o07_acacia_avenue.txt (1950s puzzle annual)."""
import itertools
import sys

NAMES = ["the Brownes", "the Cartwrights", "the Dobsons", "the Fentons"]
CATEGORIES = {
    "house": [1, 2, 3, 4],                    # left to right as seen from the road
    "job": ["doctor", "schoolmaster", "bank clerk", "grocer"],
    "car": ["Austin", "Morris", "Rover", "Hillman"],
}


def pos(w, cat, val):
    return at(w, cat, val, "house")


CLUES = [
    # 1. The doctor lives next door to the grocer.
    lambda w: abs(pos(w, "job", "doctor") - pos(w, "job", "grocer")) == 1,
    # 2. The Brownes live immediately to the right of the doctor.
    lambda w: w["house"]["the Brownes"] == pos(w, "job", "doctor") + 1,
    # 3. The Rover belongs to the doctor.
    lambda w: at(w, "car", "Rover", "job") == "doctor",
    # 4. The Brownes do not live at either end of the row.
    lambda w: w["house"]["the Brownes"] not in (1, 4),
    # 5. The Dobsons live further to the left than the Fentons.
    lambda w: w["house"]["the Dobsons"] < w["house"]["the Fentons"],
    # 6. The bank clerk runs the Austin.
    lambda w: at(w, "job", "bank clerk", "car") == "Austin",
    # 7. The Hillman does not stand outside the first house.
    lambda w: pos(w, "car", "Hillman") != 1,
    # 8. The grocer and the schoolmaster live at opposite ends of the row.
    lambda w: {pos(w, "job", "grocer"), pos(w, "job", "schoolmaster")} == {1, 4},
    # 9. Mr Fenton is not the schoolmaster.
    lambda w: w["job"]["the Fentons"] != "schoolmaster",
]

QUESTIONS = [
    ("Which family owns the Hillman?", lambda w: who(w, "car", "Hillman")),
    ("What is Mr. Dobson's occupation?", lambda w: w["job"]["the Dobsons"]),
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
