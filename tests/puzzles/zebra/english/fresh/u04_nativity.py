#!/usr/bin/env python3
"""Brute force for u04_nativity.txt (Reception class nativity casting letter)."""
import itertools
import sys

NAMES = ["Olly", "Ruby", "Sami", "Freya"]
CATEGORIES = {
    "role": ["Mary", "Joseph", "Innkeeper", "Star"],
    "item": ["tea towel", "gold tinsel", "dressing gown", "white pillowcase"],
    "lines": [0, 1, 2, 4],
}

CLUES = [
    # 1. The gold tinsel is for the Star's costume.
    lambda w: at(w, "item", "gold tinsel", "role") == "Star",
    # 2. The Innkeeper has the most lines.
    lambda w: at(w, "role", "Innkeeper", "lines") == 4,
    # 3. Joseph has twice as many lines as Mary.
    lambda w: at(w, "role", "Joseph", "lines") == 2 * at(w, "role", "Mary", "lines"),
    # 4. Whoever brings the tea towel has more lines than Freya.
    lambda w: at(w, "item", "tea towel", "lines") > w["lines"]["Freya"],
    # 5. Ruby is bringing the tinsel.
    lambda w: w["item"]["Ruby"] == "gold tinsel",
    # 6. Olly isn't Joseph, and he's not bringing the pillowcase.
    lambda w: w["role"]["Olly"] != "Joseph" and w["item"]["Olly"] != "white pillowcase",
    # 7. The dressing gown is for neither Mary nor Joseph.
    lambda w: at(w, "item", "dressing gown", "role") not in ("Mary", "Joseph"),
]

QUESTIONS = [
    ("Who is playing Mary?", lambda w: who(w, "role", "Mary")),
    ("What does Sami need to bring in?", lambda w: w["item"]["Sami"]),
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
