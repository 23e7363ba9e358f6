#!/usr/bin/env python3
"""Brute force for p05_bowls_rinks.txt (bowls club newsletter teaser)."""
import itertools
import sys

NAMES = ["Maureen", "Derek", "Bill", "Pat", "Glenys"]
CATEGORIES = {
    "rink": [1, 2, 3, 4, 5],               # rinks in a row, 1 nearest the clubhouse
    "bowls": ["black", "brown", "blue", "maroon", "green"],
}

CLUES = [
    # 1. Maureen was on the middle rink (rink 3).
    lambda w: w["rink"]["Maureen"] == 3,
    # 2. The green bowls were on a rink next to Pat's.
    lambda w: abs(at(w, "bowls", "green", "rink") - w["rink"]["Pat"]) == 1,
    # 3. Derek was on one of the end rinks.
    lambda w: w["rink"]["Derek"] in (1, 5),
    # 4. Glenys was on a lower-numbered rink than Bill.
    lambda w: w["rink"]["Glenys"] < w["rink"]["Bill"],
    # 5. Neither Glenys nor Pat plays with blue or green bowls.
    lambda w: w["bowls"]["Glenys"] not in ("blue", "green") and w["bowls"]["Pat"] not in ("blue", "green"),
    # 6. The black bowls were two rinks away from Bill.
    lambda w: abs(at(w, "bowls", "black", "rink") - w["rink"]["Bill"]) == 2,
    # 7. The brown bowls weren't on a rink next to the maroon ones.
    lambda w: abs(at(w, "bowls", "brown", "rink") - at(w, "bowls", "maroon", "rink")) != 1,
    # 8. The blue bowls were on the rink numbered one higher than the black.
    lambda w: at(w, "bowls", "blue", "rink") == at(w, "bowls", "black", "rink") + 1,
    # 9. Pat's bowls aren't maroon.
    lambda w: w["bowls"]["Pat"] != "maroon",
]

QUESTIONS = [
    ("Who plays with the maroon bowls?", lambda w: who(w, "bowls", "maroon")),
    ("Who was on rink 5?", lambda w: who(w, "rink", 5)),
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
