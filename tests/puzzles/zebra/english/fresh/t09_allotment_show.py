#!/usr/bin/env python3
"""Brute force for t09_allotment_show.txt (allotment society's show results write-up)."""
import itertools
import sys

NAMES = ["Mr Bains", "Mrs Tully", "Mr Oduya", "Miss Fisk"]
PRIZES = ["1st", "2nd", "3rd", "HC"]
CATEGORIES = {
    "plot": [2, 4, 6, 8],              # even side of the top path, side by side in order
    "exhibit": ["shallots", "marrow", "dahlias", "runner beans"],
    "prize": PRIZES,
}


def rank(w, n):
    return PRIZES.index(w["prize"][n])


def nextdoor(a, b):
    return abs(a - b) == 2


CLUES = [
    # 1. The marrow took first.
    lambda w: at(w, "exhibit", "marrow", "prize") == "1st",
    # 2. Mr Oduya's plot is at one end of the row.
    lambda w: w["plot"]["Mr Oduya"] in (2, 8),
    # 3. The dahlias were grown next door to the marrow.
    lambda w: nextdoor(at(w, "exhibit", "dahlias", "plot"), at(w, "exhibit", "marrow", "plot")),
    # 4. Miss Fisk's plot is next to Mr Oduya's.
    lambda w: nextdoor(w["plot"]["Miss Fisk"], w["plot"]["Mr Oduya"]),
    # 5. Mrs Tully beat Miss Fisk.
    lambda w: rank(w, "Mrs Tully") < rank(w, "Miss Fisk"),
    # 6. The second-place plot has a higher number than the winner's.
    lambda w: who_plot(w, "2nd") > who_plot(w, "1st"),
    # 7. The runner beans only got a Highly Commended.
    lambda w: at(w, "exhibit", "runner beans", "prize") == "HC",
    # 8. Mr Bains beat Mrs Tully.
    lambda w: rank(w, "Mr Bains") < rank(w, "Mrs Tully"),
    # 9. Mrs Tully's plot number is lower than Mr Bains's.
    lambda w: w["plot"]["Mrs Tully"] < w["plot"]["Mr Bains"],
]


def who_plot(w, prize):
    return at(w, "prize", prize, "plot")


QUESTIONS = [
    ("Who grew the shallots?", lambda w: who(w, "exhibit", "shallots")),
    ("Which plot is Miss Fisk's?", lambda w: "Plot %d" % w["plot"]["Miss Fisk"]),
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
