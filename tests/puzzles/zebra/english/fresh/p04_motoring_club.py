#!/usr/bin/env python3
"""Brute force for p04_motoring_club.txt (1930s Sunday newspaper teaser)."""
import itertools
import sys

NAMES = ["Mr. Ashworth", "Mr. Bellamy", "Mr. Crewe", "Mr. Dunmore"]
CATEGORIES = {
    "calling": ["solicitor", "surgeon", "schoolmaster", "stockbroker"],
    "age": [38, 41, 44, 47],
    "car": ["Austin", "Morris", "Riley", "Sunbeam"],
}

CLUES = [
    # 1. The surgeon is the senior of the party (the eldest of the four).
    lambda w: at(w, "calling", "surgeon", "age") == max(CATEGORIES["age"]),
    # 2. The stockbroker, who motors a Sunbeam, is six years the junior of Mr. Ashworth.
    lambda w: at(w, "calling", "stockbroker", "car") == "Sunbeam" and at(w, "calling", "stockbroker", "age") == w["age"]["Mr. Ashworth"] - 6,
    # 3. Mr. Dunmore is neither the schoolmaster nor the owner of the Austin.
    lambda w: w["calling"]["Mr. Dunmore"] != "schoolmaster" and w["car"]["Mr. Dunmore"] != "Austin",
    # 4. The Riley belongs to a gentleman three years older than Mr. Bellamy.
    lambda w: at(w, "car", "Riley", "age") == w["age"]["Mr. Bellamy"] + 3,
    # 5. The schoolmaster is older than the owner of the Riley.
    lambda w: at(w, "calling", "schoolmaster", "age") > at(w, "car", "Riley", "age"),
    # 6. The schoolmaster does not drive the Austin.
    lambda w: at(w, "calling", "schoolmaster", "car") != "Austin",
]

QUESTIONS = [
    ("Who drives the Austin?", lambda w: who(w, "car", "Austin")),
    ("What is Mr. Dunmore's profession?", lambda w: w["calling"]["Mr. Dunmore"]),
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
