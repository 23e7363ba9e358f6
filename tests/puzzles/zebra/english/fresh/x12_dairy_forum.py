#!/usr/bin/env python3
"""Brute force for x12_dairy_forum.txt (an Irish dairy farmer's post on a farming forum, with a table)."""
import itertools
import sys

NAMES = ["Daisy", "Bridie", "Nancy", "Peg"]
CATEGORIES = {
    "stall": [1, 2, 3, 4],            # parlour stalls in a row
    "litres": [17, 21, 24, 28],       # litres a day
    "age": [3, 4, 6, 8],              # years
}

CLUES = [
    # (table) Bridie: stall 3
    lambda w: w["stall"]["Bridie"] == 3,
    # (table) Peg: 8 years
    lambda w: w["age"]["Peg"] == 8,
    # - whatever's in stall 4 gives the least
    lambda w: at(w, "stall", 4, "litres") == 17,
    # - the cow in stall 2 gives 4 litres more than Bridie
    lambda w: at(w, "stall", 2, "litres") == w["litres"]["Bridie"] + 4,
    # - the youngest is in the stall right next to Nancy's
    lambda w: abs(at(w, "age", 3, "stall") - w["stall"]["Nancy"]) == 1,
    # - Daisy gives more than Peg but less than the 4 year old
    lambda w: w["litres"]["Peg"] < w["litres"]["Daisy"] < at(w, "age", 4, "litres"),
    # - the cow in stall 1 is older than Bridie
    lambda w: at(w, "stall", 1, "age") > w["age"]["Bridie"],
]

QUESTIONS = [
    ("Which cow is in stall 2?", lambda w: who(w, "stall", 2)),
    ("How many litres does Bridie give?", lambda w: str(w["litres"]["Bridie"])),
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
