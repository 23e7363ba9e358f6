#!/usr/bin/env python3
"""Brute force for t01_cruise_bulletin.txt (cruise ship's daily bulletin)."""
import itertools
import sys

NAMES = ["Mr Fitzgerald", "Mrs Abernathy", "Dr Sandhu", "Miss Kowalski"]
CATEGORIES = {
    "cabin": [4112, 5230, 7018, 8145],
    "score": [9, 12, 15, 18],          # deck quoits points
    "trip": ["donkey ride", "wine tasting", "catamaran", "cable car"],
}


def deck(c):
    return c // 1000


CLUES = [
    # 1. Our quoits champion (top score, congratulations!) sleeps right down on Deck 4.
    lambda w: deck(at(w, "score", 18, "cabin")) == 4,
    # 2. The guest in cabin 8145 finished six points behind Mr Fitzgerald.
    lambda w: at(w, "cabin", 8145, "score") == w["score"]["Mr Fitzgerald"] - 6,
    # 3. Whoever is off on the wine tasting tomorrow sleeps exactly one deck below Dr Sandhu.
    lambda w: deck(at(w, "trip", "wine tasting", "cabin")) == deck(w["cabin"]["Dr Sandhu"]) - 1,
    # 4. Miss Kowalski won't be on the catamaran, and she's teetotal, so she's not doing the wine tasting either.
    lambda w: w["trip"]["Miss Kowalski"] not in ("catamaran", "wine tasting"),
    # 5. Mrs Abernathy beat Miss Kowalski.
    lambda w: w["score"]["Mrs Abernathy"] > w["score"]["Miss Kowalski"],
    # 6. The cable car passenger came bottom of the four.
    lambda w: at(w, "trip", "cable car", "score") == 9,
    # 7. Mr Fitzgerald did not win, whatever he tells you at dinner.
    lambda w: w["score"]["Mr Fitzgerald"] != 18,
    # 8. Miss Kowalski finished ahead of Dr Sandhu.
    lambda w: w["score"]["Miss Kowalski"] > w["score"]["Dr Sandhu"],
]

QUESTIONS = [
    ("Who is in cabin 5230?", lambda w: who(w, "cabin", 5230)),
    ("How many points did the cable car passenger score?", lambda w: str(at(w, "trip", "cable car", "score"))),
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
