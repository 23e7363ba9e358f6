#!/usr/bin/env python3
"""Brute force for zc10_shorn_again.txt (shearing contest, order by tally)."""
import itertools
import sys

NAMES = ["Gwyn", "Hamish", "Iolo", "Jack", "Kieran"]
CATEGORIES = {
    "home": ["Brecon", "Dartmoor", "Hexham", "Kendal", "Peebles"],
    "tally": [36, 39, 42, 45, 48],
}


def th(w, place):
    """Tally of the man from `place`."""
    return at(w, "home", place, "tally")


CLUES = [
    # 1. The shearer from Kendal clipped more sheep than anyone else.
    lambda w: th(w, "Kendal") == 48,
    # 2. Hamish sheared three fewer sheep than the man from Hexham.
    lambda w: w["tally"]["Hamish"] == th(w, "Hexham") - 3,
    # 3. Jack, who doesn't come from Brecon, finished with a lower tally than Gwyn.
    lambda w: w["home"]["Jack"] != "Brecon" and w["tally"]["Jack"] < w["tally"]["Gwyn"],
    # 4. The Dartmoor shearer's tally was nine short of Gwyn's.
    lambda w: th(w, "Dartmoor") == w["tally"]["Gwyn"] - 9,
    # 5. Kieran had neither the highest nor the lowest tally.
    lambda w: w["tally"]["Kieran"] not in (36, 48),
    # 6. The Brecon man got through more sheep than the man from Hexham.
    lambda w: th(w, "Brecon") > th(w, "Hexham"),
    # 7. The shearer from Peebles clipped fewer sheep than Kieran but more than the Dartmoor
    # man.
    lambda w: th(w, "Dartmoor") < th(w, "Peebles") < w["tally"]["Kieran"],
]


QUESTIONS = [
    ('How many sheep did Gwyn shear?', lambda w: str(w["tally"]["Gwyn"])),
    ('Where does Kieran come from?', lambda w: w["home"]["Kieran"]),
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
