#!/usr/bin/env python3
"""Brute force for zd09_lots_at_lindford.txt (country saleroom, hammer prices)."""
import itertools
import sys

NAMES = ["Mrs Abernethy", "Mr Bostock", "Ms Crane", "Mr Digby", "Mrs Ewart"]
CATEGORIES = {
    "lot": ["carriage clock", "Toby jug", "rocking horse", "tea set", "barometer"],
    "price": [40, 55, 70, 85, 100],     # hammer price, pounds
}

CLUES = [
    # 1. Ms Crane paid £30 less than Mrs Abernethy did.
    lambda w: w["price"]["Ms Crane"] == w["price"]["Mrs Abernethy"] - 30,
    # 2. The carriage clock went for £15 more than the Toby jug.
    lambda w: at(w, "lot", "carriage clock", "price") == at(w, "lot", "Toby jug", "price") + 15,
    # 3. Mr Digby's purchase cost more than the tea set but less than the rocking horse.
    lambda w: at(w, "lot", "tea set", "price") < w["price"]["Mr Digby"] < at(w, "lot", "rocking horse", "price"),
    # 4. Mr Bostock paid more than Mr Digby.
    lambda w: w["price"]["Mr Bostock"] > w["price"]["Mr Digby"],
    # 5. Nothing went more cheaply than the Toby jug.
    lambda w: at(w, "lot", "Toby jug", "price") == 40,
]

QUESTIONS = [
    ("What did Mr Digby buy?", lambda w: w["lot"]["Mr Digby"]),
    ("How much did Mrs Ewart pay?", lambda w: "£%d" % w["price"]["Mrs Ewart"]),
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
