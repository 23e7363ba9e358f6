#!/usr/bin/env python3
"""Brute force for y07_society_notice.txt (Mumbai housing society secretary's notice board)."""
import itertools
import sys

NAMES = ["Mr. Deshpande", "Mrs. Fernandes", "Mr. Shah", "Dr. Iyer", "Mrs. Kulkarni"]
CATEGORIES = {
    "floor": [1, 2, 3, 4, 5],          # floor of B-wing, one flat per floor
    "vehicle": ["Swift", "Innova", "Nexon", "Creta", "Activa"],
}
ORD = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th"}


def fv(w, v):
    return at(w, "vehicle", v, "floor")


CLUES = [
    # 1. Dr. Iyer stays two floors above Mrs. Fernandes.
    lambda w: w["floor"]["Dr. Iyer"] == w["floor"]["Mrs. Fernandes"] + 2,
    # 2. The Innova owner stays on the floor directly below the Swift owner.
    lambda w: fv(w, "Innova") == fv(w, "Swift") - 1,
    # 3. Mr. Shah is neither on the 1st floor nor on the 5th floor.
    lambda w: w["floor"]["Mr. Shah"] not in (1, 5),
    # 4. Mrs. Kulkarni stays on a higher floor than Mr. Deshpande.
    lambda w: w["floor"]["Mrs. Kulkarni"] > w["floor"]["Mr. Deshpande"],
    # 5. Mr. Deshpande stays somewhere above the Swift owner.
    lambda w: w["floor"]["Mr. Deshpande"] > fv(w, "Swift"),
    # 6. Mrs. Fernandes does not own the Innova or the Creta.
    lambda w: w["vehicle"]["Mrs. Fernandes"] not in ("Innova", "Creta"),
    # 7. The Creta owner stays one floor below the Nexon owner.
    lambda w: fv(w, "Creta") == fv(w, "Nexon") - 1,
]

QUESTIONS = [
    ("Who owns the Nexon?", lambda w: who(w, "vehicle", "Nexon")),
    ("On which floor does Mr. Shah stay?", lambda w: ORD[w["floor"]["Mr. Shah"]]),
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
