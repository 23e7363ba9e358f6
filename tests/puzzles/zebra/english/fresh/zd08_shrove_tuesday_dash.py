#!/usr/bin/env python3
"""Brute force for zd08_shrove_tuesday_dash.txt (village pancake race, finishing order)."""
import itertools
import sys

NAMES = ["Father Tolley", "Mrs Underwood", "Mr Vance", "Miss Wren", "Mr Yates"]
CATEGORIES = {
    "place": [1, 2, 3, 4, 5],          # finishing position, 1 = winner
    "apron": ["red", "blue", "white", "striped", "spotted"],
}

CLUES = [
    # 1. Father Tolley finished two places behind Miss Wren.
    lambda w: w["place"]["Father Tolley"] == w["place"]["Miss Wren"] + 2,
    # 2. Mr Vance, who wasn't wearing red, was last over the line.
    lambda w: w["place"]["Mr Vance"] == 5 and w["apron"]["Mr Vance"] != "red",
    # 3. Mrs Underwood finished immediately behind the red apron.
    lambda w: w["place"]["Mrs Underwood"] == at(w, "apron", "red", "place") + 1,
    # 4. The winner wore stripes.
    lambda w: at(w, "place", 1, "apron") == "striped",
    # 5. Mr Yates beat Mrs Underwood, but he didn't win.
    lambda w: w["place"]["Mr Yates"] < w["place"]["Mrs Underwood"] and w["place"]["Mr Yates"] != 1,
    # 6. The spotted apron crossed the line just ahead of the blue one.
    lambda w: at(w, "apron", "blue", "place") == at(w, "apron", "spotted", "place") + 1,
]

QUESTIONS = [
    ("Who won the race?", lambda w: who(w, "place", 1)),
    ("What colour was Mr Vance's apron?", lambda w: w["apron"]["Mr Vance"]),
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
