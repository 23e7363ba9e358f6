#!/usr/bin/env python3
"""Brute force for s11_annual.txt (Victorian-style puzzle in a Christmas annual)."""
import itertools
import sys

NAMES = ["Arthur", "Beatrice", "Cecil", "Dorothea", "Edmund"]
CATEGORIES = {
    "gift": ["humming-top", "wax doll", "paint-box", "penknife", "book of fairy tales"],
    "pence": [6, 12, 18, 24, 30],   # sixpence, a shilling, eighteenpence, two shillings, half a crown
}

CLUES = [
    # 1. The paint-box was the dearest of all.
    lambda w: at(w, "gift", "paint-box", "pence") == 30,
    # 2. Cecil spent the least.
    lambda w: w["pence"]["Cecil"] == 6,
    # 3. Arthur's present cost sixpence more than Dorothea's.
    lambda w: w["pence"]["Arthur"] == w["pence"]["Dorothea"] + 6,
    # 4. The book of fairy tales cost exactly half as much as the penknife.
    lambda w: 2 * at(w, "gift", "book of fairy tales", "pence") == at(w, "gift", "penknife", "pence"),
    # 5. Edmund spent less than Dorothea.
    lambda w: w["pence"]["Edmund"] < w["pence"]["Dorothea"],
    # 6. The humming-top cost less than the book.
    lambda w: at(w, "gift", "humming-top", "pence") < at(w, "gift", "book of fairy tales", "pence"),
    # 7. Beatrice spent more than Arthur.
    lambda w: w["pence"]["Beatrice"] > w["pence"]["Arthur"],
]

QUESTIONS = [
    ("Who bought the penknife?", lambda w: who(w, "gift", "penknife")),
    ("What did Edmund pay for his present?", lambda w: {6: "sixpence", 12: "a shilling", 18: "eighteenpence", 24: "two shillings", 30: "half a crown"}[w["pence"]["Edmund"]]),
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
