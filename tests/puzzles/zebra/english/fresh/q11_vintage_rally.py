#!/usr/bin/env python3
"""Brute force for q11_vintage_rally.txt (vintage car rally programme)."""
import itertools
import sys

NAMES = ["Major Ashby", "Mrs Pettigrew", "Mr Lomax", "Miss Farrant"]
PLACES = ["1st", "2nd", "3rd", "4th"]
CATEGORIES = {
    "car": ["MG TC", "Austin Seven", "Riley RMA", "Alvis Speed 20"],
    "year": [1929, 1934, 1947, 1951],
    "place": PLACES,          # finishing place in last year's regularity trial
}


def p(w, n):
    return PLACES.index(w["place"][n]) + 1


CLUES = [
    # 1. The oldest car finished ahead of the Alvis.
    lambda w: p(w, who(w, "year", 1929)) < p(w, who(w, "car", "Alvis Speed 20")),
    # 2. The Riley finished immediately behind the MG.
    lambda w: p(w, who(w, "car", "Riley RMA")) == p(w, who(w, "car", "MG TC")) + 1,
    # 3. Mr Lomax drives neither the Austin nor the Alvis.
    lambda w: w["car"]["Mr Lomax"] not in ("Austin Seven", "Alvis Speed 20"),
    # 4. Miss Farrant's car is five years newer than Mrs Pettigrew's.
    lambda w: w["year"]["Miss Farrant"] == w["year"]["Mrs Pettigrew"] + 5,
    # 5. Major Ashby didn't finish second.
    lambda w: w["place"]["Major Ashby"] != "2nd",
    # 6. The newest car came home last.
    lambda w: at(w, "year", 1951, "place") == "4th",
    # 7. Mr Lomax finished behind Major Ashby.
    lambda w: p(w, "Mr Lomax") > p(w, "Major Ashby"),
]

QUESTIONS = [
    ("Who drives the Riley?", lambda w: who(w, "car", "Riley RMA")),
    ("In which year was Major Ashby's car built?", lambda w: str(w["year"]["Major Ashby"])),
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
