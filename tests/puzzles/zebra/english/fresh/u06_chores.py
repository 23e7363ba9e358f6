#!/usr/bin/env python3
"""Brute force for u06_chores.txt (student house chore spreadsheet comment)."""
import itertools
import sys

NAMES = ["Aoife", "Kofi", "Harriet", "Jonno", "Mei"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "chore": ["bins", "bathroom", "hoovering", "kitchen", "recycling"],
    "day": DAYS,
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # 1. Bins have to be Monday night.
    lambda w: at(w, "chore", "bins", "day") == "Monday",
    # 2. Recycling is the day after hoovering.
    lambda w: d(w, who(w, "chore", "recycling")) == d(w, who(w, "chore", "hoovering")) + 1,
    # 3. Harriet has Friday.
    lambda w: w["day"]["Harriet"] == "Friday",
    # 4. Kofi's day is before Mei's, and Mei's before Aoife's.
    lambda w: d(w, "Kofi") < d(w, "Mei") < d(w, "Aoife"),
    # 5. Of Aoife and Harriet, one is on hoovering and the other on the bathroom.
    lambda w: {w["chore"]["Aoife"], w["chore"]["Harriet"]} == {"hoovering", "bathroom"},
]

QUESTIONS = [
    ("What's Jonno's chore?", lambda w: w["chore"]["Jonno"]),
    ("Which day is Mei on?", lambda w: w["day"]["Mei"]),
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
