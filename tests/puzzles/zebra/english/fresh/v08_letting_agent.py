#!/usr/bin/env python3
"""Brute force for v08_letting_agent.txt (letting agent's internal handover email)."""
import itertools
import sys

NAMES = ["Mr Adeyemi", "Ms Kowalski", "Dr Hale", "the Brennans"]
FLOORS = ["basement", "ground floor", "first floor", "top floor"]
MONTHS = ["March", "June", "September", "December"]
CATEGORIES = {
    "floor": FLOORS,
    "rent": [850, 925, 1000, 1150],    # pounds per calendar month
    "lease": MONTHS,                    # month the tenancy ends
}


def fl(w, n):
    return FLOORS.index(w["floor"][n])


def mo(w, n):
    return MONTHS.index(w["lease"][n])


CLUES = [
    # 1. the top floor flat is 150 more than Ms Kowalski's
    lambda w: at(w, "floor", "top floor", "rent") == w["rent"]["Ms Kowalski"] + 150,
    # 2. Dr Hale lives directly above the tenant whose lease ends in June
    lambda w: fl(w, "Dr Hale") == fl(w, who(w, "lease", "June")) + 1,
    # 3. the basement is the cheapest
    lambda w: at(w, "floor", "basement", "rent") == 850,
    # 4. the Brennans' lease ends later in the year than Mr Adeyemi's
    lambda w: mo(w, "the Brennans") > mo(w, "Mr Adeyemi"),
    # 5. the December lease is not on the first floor
    lambda w: at(w, "lease", "December", "floor") != "first floor",
    # 6. the 925 flat's lease ends in March
    lambda w: at(w, "rent", 925, "lease") == "March",
    # 7. the 1000 flat is directly below the one whose lease ends in September
    lambda w: fl(w, who(w, "rent", 1000)) + 1 == fl(w, who(w, "lease", "September")),
]

QUESTIONS = [
    ("Who's in the basement?", lambda w: who(w, "floor", "basement")),
    ("When does Dr Hale's lease end?", lambda w: w["lease"]["Dr Hale"]),
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
