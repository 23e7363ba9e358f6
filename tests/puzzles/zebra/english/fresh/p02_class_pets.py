#!/usr/bin/env python3
"""Brute force for p02_class_pets.txt (primary school Friday puzzle)."""
import itertools
import sys

NAMES = ["Amara", "Ben", "Chloe", "Dev"]
CATEGORIES = {
    "pet": ["rabbit", "goldfish", "hamster", "tortoise"],
    "petname": ["Biscuit", "Pickle", "Sheldon", "Bubbles"],
}

CLUES = [
    # 1. Amara's pet is furry.
    lambda w: w["pet"]["Amara"] in ("rabbit", "hamster"),
    # 2. Ben's pet is not furry.
    lambda w: w["pet"]["Ben"] in ("goldfish", "tortoise"),
    # 3. Chloe does not have the tortoise.
    lambda w: w["pet"]["Chloe"] != "tortoise",
    # 4. The rabbit belongs to one of the boys.
    lambda w: who(w, "pet", "rabbit") in ("Ben", "Dev"),
    # 5. Pickle is not the tortoise.
    lambda w: at(w, "petname", "Pickle", "pet") != "tortoise",
    # 6. Dev's pet is called Bubbles.
    lambda w: w["petname"]["Dev"] == "Bubbles",
    # 7. Sheldon is not the tortoise.
    lambda w: at(w, "petname", "Sheldon", "pet") != "tortoise",
    # 8. Chloe's pet is not called Pickle.
    lambda w: w["petname"]["Chloe"] != "Pickle",
]

QUESTIONS = [
    ("Who owns the goldfish?", lambda w: who(w, "pet", "goldfish")),
    ("What is the tortoise called?", lambda w: at(w, "pet", "tortoise", "petname")),
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
