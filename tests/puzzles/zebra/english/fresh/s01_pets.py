#!/usr/bin/env python3
"""Brute force for s01_pets.txt (children's puzzle book, ages 9-11)."""
import itertools
import sys

NAMES = ["Ben", "Chloe", "Dev", "Ella"]
CATEGORIES = {
    "pet": ["hamster", "rabbit", "tortoise", "goldfish"],
    "age": [1, 2, 3, 4],     # age of the pet in years
}

CLUES = [
    # 1. Chloe's pet is the youngest.
    lambda w: w["age"]["Chloe"] == 1,
    # 2. Ben's pet is one year older than Ella's pet.
    lambda w: w["age"]["Ben"] == w["age"]["Ella"] + 1,
    # 3. The goldfish is younger than the hamster.
    lambda w: at(w, "pet", "goldfish", "age") < at(w, "pet", "hamster", "age"),
    # 4. Ben's pet is not the hamster.
    lambda w: w["pet"]["Ben"] != "hamster",
    # 5. The tortoise is older than Ben's pet.
    lambda w: at(w, "pet", "tortoise", "age") > w["age"]["Ben"],
]

QUESTIONS = [
    ("Who owns the rabbit?", lambda w: who(w, "pet", "rabbit")),
    ("How old is Ella's pet?", lambda w: "%d years" % w["age"]["Ella"]),
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
