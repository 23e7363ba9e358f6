#!/usr/bin/env python3
"""Brute force for zc06_under_thatch.txt (thatchers, plain grid)."""
import itertools
import sys

NAMES = ["Mr Hobbs", "Mr Pengelly", "Mr Rudd", "Mr Yeo"]
CATEGORIES = {
    "village": ["Ashby St Mary", "Cold Norton", "Fenwick", "Little Sodbury"],
    "material": ["combed wheat", "heather", "long straw", "water reed"],
    "figure": ["fox", "hare", "owl", "pheasant"],
}


CLUES = [
    # 1. The cottage at Cold Norton, which Mr Rudd did not work on, now has a straw hare on its
    # ridge.
    lambda w: who(w, "village", "Cold Norton") != "Mr Rudd" and at(w, "village", "Cold Norton", "figure") == "hare",
    # 2. Mr Yeo, who didn't use water reed, put neither the owl nor the pheasant on his roof.
    lambda w: w["material"]["Mr Yeo"] != "water reed" and w["figure"]["Mr Yeo"] not in ("owl", "pheasant"),
    # 3. The long-straw roof, which is not in Fenwick, is topped by the pheasant.
    lambda w: at(w, "material", "long straw", "village") != "Fenwick" and at(w, "material", "long straw", "figure") == "pheasant",
    # 4. Mr Hobbs worked in neither Ashby St Mary nor Little Sodbury.
    lambda w: w["village"]["Mr Hobbs"] not in ("Ashby St Mary", "Little Sodbury"),
    # 5. The heather roof is either the one in Cold Norton or the one with the fox, but not
    # both.
    lambda w: (at(w, "material", "heather", "village") == "Cold Norton") != (at(w, "material", "heather", "figure") == "fox"),
    # 6. Neither the hare nor the fox is the work of Mr Hobbs.
    lambda w: w["figure"]["Mr Hobbs"] not in ("hare", "fox"),
    # 7. Mr Yeo's roof isn't of heather, and his cottage isn't in Fenwick.
    lambda w: w["material"]["Mr Yeo"] != "heather" and w["village"]["Mr Yeo"] != "Fenwick",
    # 8. Little Sodbury's new roof is neither heather nor long straw.
    lambda w: at(w, "village", "Little Sodbury", "material") not in ("heather", "long straw"),
]


QUESTIONS = [
    ('Who thatched the cottage in Fenwick?', lambda w: who(w, "village", "Fenwick")),
    ('Which material was used at Little Sodbury?', lambda w: at(w, "village", "Little Sodbury", "material")),
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
