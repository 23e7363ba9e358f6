#!/usr/bin/env python3
"""Brute force for zc03_pen_names.txt (crossword setters, plain grid)."""
import itertools
import sys

NAMES = ["Arthur Bell", "Cecily Dunn", "Gordon Fry", "Imogen Hale", "Rupert Lowe"]
MEN = ("Arthur Bell", "Gordon Fry", "Rupert Lowe")
CATEGORIES = {
    "paper": ["Chronicle", "Courier", "Gazette", "Herald", "Sentinel"],
    "alias": ["Aquila", "Corvus", "Lupus", "Pavo", "Vulpes"],
}


CLUES = [
    # 1. Cecily Dunn, who doesn't set for the Gazette, signs herself neither Vulpes nor Pavo.
    lambda w: w["paper"]["Cecily Dunn"] != "Gazette" and w["alias"]["Cecily Dunn"] not in ("Vulpes", "Pavo"),
    # 2. Corvus's puzzles appear in the Gazette.
    lambda w: at(w, "alias", "Corvus", "paper") == "Gazette",
    # 3. Pavo is one of the men, though he doesn't compile for the Herald.
    lambda w: who(w, "alias", "Pavo") in MEN and at(w, "alias", "Pavo", "paper") != "Herald",
    # 4. Arthur Bell, who isn't Aquila, has never set a puzzle for the Courier or the Chronicle.
    lambda w: w["alias"]["Arthur Bell"] != "Aquila" and w["paper"]["Arthur Bell"] not in ("Courier", "Chronicle"),
    # 5. Of Rupert Lowe and the Herald's compiler, one is Lupus and the other is Corvus.
    lambda w: who(w, "paper", "Herald") != "Rupert Lowe" and {w["alias"]["Rupert Lowe"], at(w, "paper", "Herald", "alias")} == {"Lupus", "Corvus"},
    # 6. Aquila's crosswords appear in neither the Chronicle nor the Courier.
    lambda w: at(w, "alias", "Aquila", "paper") not in ("Chronicle", "Courier"),
    # 7. The Courier's puzzles are set by a woman.
    lambda w: who(w, "paper", "Courier") not in MEN,
]


QUESTIONS = [
    ('Who is Vulpes?', lambda w: who(w, "alias", "Vulpes")),
    ('Which paper does Rupert Lowe set for?', lambda w: w["paper"]["Rupert Lowe"]),
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
