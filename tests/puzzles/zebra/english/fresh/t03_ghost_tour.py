#!/usr/bin/env python3
"""Brute force for t03_ghost_tour.txt (ghost-walk guide's patter, transcribed)."""
import itertools
import sys

NAMES = ["the Grey Lady", "the Drummer Boy", "Brother Anselm", "Old Tom"]
CATEGORIES = {
    "building": ["the Cross Keys", "the apothecary", "the bookshop", "the Merchant's House"],
    "stop": [1, 2, 3, 4],              # order down Gallows Lane, 1 = top by the church
    "year": [1539, 1645, 1788, 1841],  # year of death
}


def stop_of(w, cat, val):
    return at(w, cat, val, "stop")


CLUES = [
    # 1. our first stop, right here at the top of the lane, is the Cross Keys.
    lambda w: stop_of(w, "building", "the Cross Keys") == 1,
    # 2. The oldest of our four ghosts, poor soul, he's right next door to the apothecary.
    lambda w: abs(stop_of(w, "year", 1539) - stop_of(w, "building", "the apothecary")) == 1,
    # 3. The Grey Lady, bless her, she died a hundred and forty-three years after the Drummer Boy.
    lambda w: w["year"]["the Grey Lady"] == w["year"]["the Drummer Boy"] + 143,
    # 4. Old Tom haunts a building further down the lane than the bookshop.
    lambda w: w["stop"]["Old Tom"] > stop_of(w, "building", "the bookshop"),
    # 5. Brother Anselm does NOT haunt the inn (the Cross Keys).
    lambda w: w["building"]["Brother Anselm"] != "the Cross Keys",
    # 6. The Grey Lady is further down the lane than the Drummer Boy.
    lambda w: w["stop"]["the Grey Lady"] > w["stop"]["the Drummer Boy"],
    # 7. the bookshop comes after the apothecary as you go down the hill.
    lambda w: stop_of(w, "building", "the bookshop") > stop_of(w, "building", "the apothecary"),
]

QUESTIONS = [
    ("Who haunts the bookshop?", lambda w: who(w, "building", "the bookshop")),
    ("What year did the Grey Lady die?", lambda w: str(w["year"]["the Grey Lady"])),
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
