#!/usr/bin/env python3
"""Brute force for zc08_moving_day.txt (removal firm's week, order by day)."""
import itertools
import sys

NAMES = ["the Akintolas", "the Brennans", "the Coopers", "the Dwyers", "the Ellises"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "day": DAYS,
    "city": ["Bristol", "Carlisle", "Exeter", "Norwich", "York"],
}


def d(w, name):
    """Day number of `name`'s move, Monday = 0."""
    return DAYS.index(w["day"][name])


def dc(w, city):
    """Day number of the move to `city`."""
    return d(w, who(w, "city", city))


CLUES = [
    # 1. The Brennans moved two days after the family bound for Carlisle.
    lambda w: d(w, "the Brennans") == dc(w, "Carlisle") + 2,
    # 2. The move to York took place earlier in the week than the Akintolas' move.
    lambda w: dc(w, "York") < d(w, "the Akintolas"),
    # 3. Either the Norwich job was on the Friday or it was the Coopers' move, but not both.
    lambda w: (at(w, "city", "Norwich", "day") == "Friday") != (w["city"]["the Coopers"] == "Norwich"),
    # 4. The Bristol job was done on the day following the Carlisle one.
    lambda w: dc(w, "Bristol") == dc(w, "Carlisle") + 1,
    # 5. The Akintolas were packed up and gone earlier in the week than the Ellises.
    lambda w: d(w, "the Akintolas") < d(w, "the Ellises"),
    # 6. The Coopers' move came later in the week than the Ellises'.
    lambda w: d(w, "the Coopers") > d(w, "the Ellises"),
]


QUESTIONS = [
    ('On which day did the Ellises move?', lambda w: w["day"]["the Ellises"]),
    ('Where did the Brennans move to?', lambda w: w["city"]["the Brennans"]),
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
