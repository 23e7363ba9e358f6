#!/usr/bin/env python3
"""Brute force for v11_lighthouse.txt (lighthouse keeper's journal, 1911)."""
import itertools
import sys

NAMES = ["Mr Rendle", "Mr Tregear", "Mr Hocking"]
WATCHES = ["first watch", "middle watch", "morning watch"]   # 8-12, 12-4, 4-8, in that order through the night
CATEGORIES = {
    "watch": WATCHES,
    "parish": ["St Just", "Sennen", "Paul"],
    "years": [6, 11, 19],              # years in the Service
}


def wt(w, n):
    return WATCHES.index(w["watch"][n])


CLUES = [
    # 1. Tregear keeps a later watch than the Sennen man
    lambda w: wt(w, "Mr Tregear") > wt(w, who(w, "parish", "Sennen")),
    # 2. the longest-serving man does not keep the middle watch
    lambda w: at(w, "years", 19, "watch") != "middle watch",
    # 3. Hocking has served eight years longer than the St Just man
    lambda w: w["years"]["Mr Hocking"] == at(w, "parish", "St Just", "years") + 8,
    # 4. the Paul man keeps the first watch
    lambda w: at(w, "parish", "Paul", "watch") == "first watch",
]

QUESTIONS = [
    ("Who keeps the middle watch?", lambda w: who(w, "watch", "middle watch")),
    ("Of what parish is Mr Tregear?", lambda w: w["parish"]["Mr Tregear"]),
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
