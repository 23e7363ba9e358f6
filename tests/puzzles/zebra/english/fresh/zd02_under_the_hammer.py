#!/usr/bin/env python3
"""Brute force for zd02_under_the_hammer.txt (stamp auction at a philatelic fair)."""
import itertools
import sys

NAMES = ["Mr Pelling", "Mrs Quarry", "Mr Roscoe", "Miss Sallow"]
CATEGORIES = {
    "lot": ["Penny Black", "Cape Triangular", "Inverted Jenny", "Blue Mauritius"],
    "payment": ["cash", "cheque", "card", "bank transfer"],
    "club": ["Harwich", "Epsom", "Ludlow", "Tenby"],
}
MEN = ("Mr Pelling", "Mr Roscoe")

CLUES = [
    # 1. The Tenby collector paid by card, though not for the Inverted Jenny.
    lambda w: at(w, "club", "Tenby", "payment") == "card" and at(w, "club", "Tenby", "lot") != "Inverted Jenny",
    # 2. Mr Roscoe, who belongs to the Harwich society, didn't write a cheque.
    lambda w: w["club"]["Mr Roscoe"] == "Harwich" and w["payment"]["Mr Roscoe"] != "cheque",
    # 3. The Cape Triangular went to one of the two men.
    lambda w: who(w, "lot", "Cape Triangular") in MEN,
    # 4. Whoever bought the Blue Mauritius paid in cash.
    lambda w: at(w, "lot", "Blue Mauritius", "payment") == "cash",
    # 5. Miss Sallow settled up by bank transfer.
    lambda w: w["payment"]["Miss Sallow"] == "bank transfer",
    # 6. The Ludlow member came away with the Cape Triangular.
    lambda w: at(w, "club", "Ludlow", "lot") == "Cape Triangular",
]

QUESTIONS = [
    ("Who bought the Penny Black?", lambda w: who(w, "lot", "Penny Black")),
    ("Which society does Miss Sallow belong to?", lambda w: w["club"]["Miss Sallow"]),
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
