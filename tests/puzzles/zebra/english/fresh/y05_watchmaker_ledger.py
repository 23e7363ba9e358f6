#!/usr/bin/env python3
"""Brute force for y05_watchmaker_ledger.txt (Biel watch repairer's letter to his daughter, 1962)."""
import itertools
import sys

NAMES = ["Herr Brunner", "Frau Kessler", "Pfarrer Gisler", "Mademoiselle Roux"]
CATEGORIES = {
    "make": ["Omega", "Longines", "Zenith", "Tissot"],
    "year": [1931, 1938, 1947, 1955],     # year the watch was made
    "price": [18, 25, 32, 40],            # repair quoted, in francs
}

CLUES = [
    # 1. The oldest watch is the dearest job.
    lambda w: at(w, "year", 1931, "price") == 40,
    # 2. The Longines was made nine years after the Zenith.
    lambda w: at(w, "make", "Longines", "year") == at(w, "make", "Zenith", "year") + 9,
    # 3. The Tissot costs Fr. 8 more to put right than the Zenith.
    lambda w: at(w, "make", "Tissot", "price") == at(w, "make", "Zenith", "price") + 8,
    # 4. Mademoiselle Roux pays less than Herr Brunner.
    lambda w: w["price"]["Mademoiselle Roux"] < w["price"]["Herr Brunner"],
    # 5. Mademoiselle Roux's job is Fr. 7 dearer than Frau Kessler's.
    lambda w: w["price"]["Mademoiselle Roux"] == w["price"]["Frau Kessler"] + 7,
    # 6. The Longines is not the cheapest job.
    lambda w: at(w, "make", "Longines", "price") != 18,
    # 7. Herr Brunner's is not the Tissot.
    lambda w: w["make"]["Herr Brunner"] != "Tissot",
]

QUESTIONS = [
    ("Whose watch is the Zenith?", lambda w: who(w, "make", "Zenith")),
    ("What did I quote for the Longines?", lambda w: "Fr. %d" % at(w, "make", "Longines", "price")),
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
