#!/usr/bin/env python3
"""Brute force for s06_hall.txt (village hall booking sheet)."""
import itertools
import sys

NAMES = ["Pilates", "Brownies", "Film Club", "Bridge Club"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
CATEGORIES = {
    "contact": ["Mrs Fenwick", "Mr Dodd", "Ms Achebe", "Mr Rowe"],
    "day": DAYS,                     # weekday evening the group has the hall
    "fee": [15, 20, 25, 30],         # pounds per evening
}


def d(day):
    return DAYS.index(day)


CLUES = [
    # 1. The Brownies meet the day after Pilates.
    lambda w: d(w["day"]["Brownies"]) == d(w["day"]["Pilates"]) + 1,
    # 2. Mr Dodd's group pays £5 more than the Brownies.
    lambda w: at(w, "contact", "Mr Dodd", "fee") == w["fee"]["Brownies"] + 5,
    # 3. The most expensive booking is on Thursday.
    lambda w: at(w, "fee", 30, "day") == "Thursday",
    # 4. Ms Achebe books the hall on Monday.
    lambda w: at(w, "contact", "Ms Achebe", "day") == "Monday",
    # 5. Mrs Fenwick's group pays the least.
    lambda w: at(w, "contact", "Mrs Fenwick", "fee") == 15,
    # 6. Film Club is not run by Mr Dodd.
    lambda w: w["contact"]["Film Club"] != "Mr Dodd",
    # 7. Pilates pays more than Bridge Club.
    lambda w: w["fee"]["Pilates"] > w["fee"]["Bridge Club"],
]

QUESTIONS = [
    ("Which evening does the Film Club have the hall?", lambda w: w["day"]["Film Club"]),
    ("Who is the contact for Bridge Club?", lambda w: w["contact"]["Bridge Club"]),
    ("How much does the Pilates group pay?", lambda w: "£%d" % w["fee"]["Pilates"]),
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
