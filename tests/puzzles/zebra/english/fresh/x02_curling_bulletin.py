#!/usr/bin/env python3
"""Brute force for x02_curling_bulletin.txt (a Saskatchewan curling club's bulletin)."""
import itertools
import sys

NAMES = ["Doug", "Marlene", "Gord", "Shelley"]
SHEETS = ["A", "B", "C", "D"]
PLACES = ["1st", "2nd", "3rd", "4th"]
CATEGORIES = {
    "sponsor": ["Co-op", "Home Hardware", "Legion", "Credit Union"],
    "sheet": SHEETS,      # side by side, A to D
    "place": PLACES,      # standings after the round robin
}


def s(w, n):
    return SHEETS.index(w["sheet"][n]) + 1


def p(w, n):
    return PLACES.index(w["place"][n]) + 1


CLUES = [
    # 1. Marlene's rink sits two places above the Legion rink.
    lambda w: p(w, "Marlene") == p(w, who(w, "sponsor", "Legion")) - 2,
    # 2. The Co-op rink has the sheet right beside Gord's.
    lambda w: abs(s(w, who(w, "sponsor", "Co-op")) - s(w, "Gord")) == 1,
    # 3. The league leaders are on sheet C.
    lambda w: at(w, "place", "1st", "sheet") == "C",
    # 4. The Credit Union rink is sitting dead last.
    lambda w: at(w, "sponsor", "Credit Union", "place") == "4th",
    # 5. Gord and Shelley are both ahead of Doug in the standings.
    lambda w: p(w, "Gord") < p(w, "Doug") and p(w, "Shelley") < p(w, "Doug"),
    # 6. The Home Hardware rink is on a sheet somewhere to the left of Shelley's.
    lambda w: s(w, who(w, "sponsor", "Home Hardware")) < s(w, "Shelley"),
]

QUESTIONS = [
    ("Which skip's rink does the Legion sponsor?", lambda w: who(w, "sponsor", "Legion")),
    ("What sheet is Gord on?", lambda w: w["sheet"]["Gord"]),
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
