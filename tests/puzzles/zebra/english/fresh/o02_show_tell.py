#!/usr/bin/env python3
"""Brute force for o02_show_tell.txt (primary teacher's puzzle of the week)."""
import itertools
import sys

NAMES = ["Amy", "Ben", "Chloe", "Dev"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
CATEGORIES = {
    "pet": ["hamster", "tortoise", "goldfish", "rabbit"],
    "day": DAYS,
}


def d(x):
    return DAYS.index(x)


CLUES = [
    # 1. The goldfish came in on Monday.
    lambda w: at(w, "pet", "goldfish", "day") == "Monday",
    # 2. Chloe brought her pet in the day after Amy.
    lambda w: d(w["day"]["Chloe"]) == d(w["day"]["Amy"]) + 1,
    # 3. Dev brought Speedy the tortoise.
    lambda w: w["pet"]["Dev"] == "tortoise",
    # 4. The rabbit came the day before the hamster.
    lambda w: d(at(w, "pet", "rabbit", "day")) + 1 == d(at(w, "pet", "hamster", "day")),
    # 5. Dev was at the dentist on Thursday (so not his day).
    lambda w: w["day"]["Dev"] != "Thursday",
]

QUESTIONS = [
    ("Who brought the rabbit?", lambda w: who(w, "pet", "rabbit")),
    ("On which day did the hamster come in?", lambda w: at(w, "pet", "hamster", "day")),
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
