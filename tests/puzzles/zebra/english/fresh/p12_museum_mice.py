#!/usr/bin/env python3
"""Brute force for p12_museum_mice.txt (museum children's trail card)."""
import itertools
import sys

NAMES = ["Pip", "Squeak", "Nibs", "Tilly"]
CATEGORIES = {
    "gallery": [1, 2, 3, 4],               # galleries in a row along the corridor
    "treasure": ["Roman helmet", "Viking comb", "dinosaur egg", "Egyptian cat"],
}

CLUES = [
    # 1. Pip is hiding in a gallery next door to Tilly's.
    lambda w: abs(w["gallery"]["Pip"] - w["gallery"]["Tilly"]) == 1,
    # 2. The dinosaur egg is in the very last gallery (Gallery 4).
    lambda w: at(w, "treasure", "dinosaur egg", "gallery") == 4,
    # 3. Tilly is not by the Viking comb or the Egyptian cat.
    lambda w: w["treasure"]["Tilly"] not in ("Viking comb", "Egyptian cat"),
    # 4. The Roman helmet is in a higher-numbered gallery than the Viking comb.
    lambda w: at(w, "treasure", "Roman helmet", "gallery") > at(w, "treasure", "Viking comb", "gallery"),
    # 5. Squeak is not in Gallery 1 or Gallery 2.
    lambda w: w["gallery"]["Squeak"] not in (1, 2),
    # 6. The Egyptian cat is in the first gallery you come to (Gallery 1).
    lambda w: at(w, "treasure", "Egyptian cat", "gallery") == 1,
]

QUESTIONS = [
    ("Which mouse is hiding by the Viking comb?", lambda w: who(w, "treasure", "Viking comb")),
    ("Which treasure is in Gallery 3?", lambda w: at(w, "gallery", 3, "treasure")),
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
