#!/usr/bin/env python3
"""Brute force for w06_food_bank.txt (a food bank volunteer co-ordinator's email)."""
import itertools
import sys

NAMES = ["Priya", "Tom", "Gwen", "Abdul", "Marcus"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "day": DAYS,
    "task": ["sorting", "van", "front desk", "stock-take", "packing"],
    "hours": [2, 3, 4, 5, 6],
}


def d(day):
    return DAYS.index(day)


CLUES = [
    # 1. Tom's on the Monday
    lambda w: w["day"]["Tom"] == "Monday",
    # 2. the van is the longest shift
    lambda w: at(w, "task", "van", "hours") == 6,
    # 3. Abdul is in the day before Priya
    lambda w: d(w["day"]["Abdul"]) == d(w["day"]["Priya"]) - 1,
    # 4. whoever's on front desk is in two days after whoever's doing the van
    lambda w: d(at(w, "task", "front desk", "day")) == d(at(w, "task", "van", "day")) + 2,
    # 5. Marcus isn't doing packing or front desk
    lambda w: w["task"]["Marcus"] not in ("packing", "front desk"),
    # 6. the stock-take is an hour longer than the sorting
    lambda w: at(w, "task", "stock-take", "hours") == at(w, "task", "sorting", "hours") + 1,
    # 7. Priya is doing more hours than Gwen but fewer than Abdul
    lambda w: w["hours"]["Gwen"] < w["hours"]["Priya"] < w["hours"]["Abdul"],
    # 8. Marcus is in the day after Priya
    lambda w: d(w["day"]["Marcus"]) == d(w["day"]["Priya"]) + 1,
    # 9. Tom is doing an hour more than Marcus
    lambda w: w["hours"]["Tom"] == w["hours"]["Marcus"] + 1,
]

QUESTIONS = [
    ("Who's doing the stock-take?", lambda w: who(w, "task", "stock-take")),
    ("Which day is Gwen in?", lambda w: w["day"]["Gwen"]),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation of its values.
# A clue that looks at a category not yet filled in is put off until it is
# (that only prunes the search; every clue is checked on every full world).
# ---------------------------------------------------------------------------
class Pending(Exception):
    pass


class World(dict):
    def __missing__(self, key):
        raise Pending(key)


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
    keys = list(CATEGORIES)
    perms = {k: [dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys}
    sols = []

    def rec(depth, w, waiting):
        if depth == len(keys):
            if not waiting:
                sols.append({k: dict(w[k]) for k in keys})
            return
        k = keys[depth]
        for p in perms[k]:
            w[k] = p
            still = []
            ok = True
            for c in waiting:
                try:
                    if not c(w):
                        ok = False
                        break
                except Pending:
                    still.append(c)
            if ok:
                rec(depth + 1, w, still)
            del w[k]

    rec(0, World(), active)
    return sols


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
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if "--all" in argv:
        for w in sols:
            show(w)
            print()
    elif sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
