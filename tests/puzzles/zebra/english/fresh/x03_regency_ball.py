#!/usr/bin/env python3
"""Brute force for x03_regency_ball.txt (a young lady's letter to her cousin, Bath, 1813)."""
import itertools
import sys

NAMES = ["Mr Ashdown", "Captain Fenwick", "Lord Haverley", "Mr Pell"]
CATEGORIES = {
    "order": [1, 2, 3, 4],                                  # which dance of the four
    "dance": ["cotillion", "reel", "waltz", "Boulanger"],
    "income": [750, 1500, 2000, 3000],                      # pounds a year
}

CLUES = [
    # We finished, as we always do, with the Boulanger.
    lambda w: at(w, "dance", "Boulanger", "order") == 4,
    # The waltz came at some point before the cotillion,
    lambda w: at(w, "dance", "waltz", "order") < at(w, "dance", "cotillion", "order"),
    # and the reel followed directly upon the waltz.
    lambda w: at(w, "dance", "reel", "order") == at(w, "dance", "waltz", "order") + 1,
    # The gentleman with two thousand a year stood up with me for the dance directly after Mr Pell's.
    lambda w: at(w, "income", 2000, "order") == w["order"]["Mr Pell"] + 1,
    # Lord Haverley did not ask me until after Captain Fenwick had had his dance,
    lambda w: w["order"]["Lord Haverley"] > w["order"]["Captain Fenwick"],
    # and ... Lord Haverley has precisely twice the Captain's fortune.
    lambda w: w["income"]["Lord Haverley"] == 2 * w["income"]["Captain Fenwick"],
    # Mamma will not let me waltz with any gentleman of less than two thousand a year,
    # so you may be sure that rule was kept.
    lambda w: at(w, "dance", "waltz", "income") >= 2000,
]

QUESTIONS = [
    ("With whom did I dance the waltz?", lambda w: who(w, "dance", "waltz")),
    ("What is Captain Fenwick's income?", lambda w: "£{:,}".format(w["income"]["Captain Fenwick"])),
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
