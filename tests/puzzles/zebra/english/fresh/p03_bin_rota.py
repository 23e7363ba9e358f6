#!/usr/bin/env python3
"""Brute force for p03_bin_rota.txt (WhatsApp message about the bin rota)."""
import itertools
import sys

NAMES = ["Janet", "Kev", "Priya", "Mr Okafor", "Sue"]
CATEGORIES = {
    "house": [1, 3, 5, 7, 9],              # odd side of Orchard Lane, No 1 and No 9 are the ends
    "week": [3, 10, 17, 24, 31],           # week beginning Monday 3rd ... 31st March
}

CLUES = [
    # 1. Whoever's at No 1 is on the week before Mr Okafor.
    lambda w: at(w, "house", 1, "week") == w["week"]["Mr Okafor"] - 7,
    # 2. Sue's week is the one after Mr Okafor's.
    lambda w: w["week"]["Sue"] == w["week"]["Mr Okafor"] + 7,
    # 3. Janet's turn comes before No 5's.
    lambda w: w["week"]["Janet"] < at(w, "house", 5, "week"),
    # 4. Priya's house number is higher than Sue's but lower than Janet's.
    lambda w: w["house"]["Sue"] < w["house"]["Priya"] < w["house"]["Janet"],
    # 5. The two end houses (No 1 and No 9) have got back-to-back weeks.
    lambda w: abs(at(w, "house", 1, "week") - at(w, "house", 9, "week")) == 7,
    # 6. Janet is on the week straight after Sue.
    lambda w: w["week"]["Janet"] == w["week"]["Sue"] + 7,
]

QUESTIONS = [
    ("Who's doing the week of the 24th?", lambda w: who(w, "week", 24)),
    ("Who lives at No 9?", lambda w: who(w, "house", 9)),
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
