#!/usr/bin/env python3
"""Brute force for s05_cinema.txt (teenager's texts to a friend)."""
import itertools
import sys

NAMES = ["Jake", "Amira", "Kofi", "Lily", "Priya"]
CATEGORIES = {
    "seat": [1, 2, 3, 4, 5],     # seats in the row, 1 = far left, 5 = far right
    "snack": ["popcorn", "nachos", "slushie", "pick n mix", "hot dog"],
}


def s(w, n):
    return w["seat"][n]


CLUES = [
    # 1. jake was right in the middle
    lambda w: s(w, "Jake") == 3,
    # 2. amira sat next to jake
    lambda w: abs(s(w, "Amira") - s(w, "Jake")) == 1,
    # 3. the pick n mix was on the far right end
    lambda w: at(w, "snack", "pick n mix", "seat") == 5,
    # 4. kofi was on one of the ends
    lambda w: s(w, "Kofi") in (1, 5),
    # 5. lily had the slushie
    lambda w: w["snack"]["Lily"] == "slushie",
    # 6. whoever had the nachos was right next to lily
    lambda w: abs(at(w, "snack", "nachos", "seat") - s(w, "Lily")) == 1,
    # 7. the popcorn was somewhere to the left of amira
    lambda w: at(w, "snack", "popcorn", "seat") < s(w, "Amira"),
    # 8. priya wasnt next to lily
    lambda w: abs(s(w, "Priya") - s(w, "Lily")) != 1,
    # 9. the hot dog wasnt next to the nachos
    lambda w: abs(at(w, "snack", "hot dog", "seat") - at(w, "snack", "nachos", "seat")) != 1,
]

QUESTIONS = [
    ("who had the popcorn?", lambda w: who(w, "snack", "popcorn")),
    ("who was on the far left?", lambda w: who(w, "seat", 1)),
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
