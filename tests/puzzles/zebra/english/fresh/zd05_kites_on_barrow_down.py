#!/usr/bin/env python3
"""Brute force for zd05_kites_on_barrow_down.txt (kite festival)."""
import itertools
import sys

NAMES = ["Orla", "Piers", "Rhiannon", "Stellan", "Tamsin"]
CATEGORIES = {
    "kite": ["box kite", "diamond", "delta", "dragon", "parafoil"],
    "colour": ["scarlet", "yellow", "green", "violet", "black"],
}

CLUES = [
    # 1. The dragon was green from nose to tail.
    lambda w: at(w, "kite", "dragon", "colour") == "green",
    # 2. Piers flew a box kite, and it wasn't violet.
    lambda w: w["kite"]["Piers"] == "box kite" and w["colour"]["Piers"] != "violet",
    # 3. Orla's kite was neither the scarlet one nor the green one.
    lambda w: w["colour"]["Orla"] not in ("scarlet", "green"),
    # 4. Stellan's was scarlet; it wasn't the diamond.
    lambda w: w["colour"]["Stellan"] == "scarlet" and w["kite"]["Stellan"] != "diamond",
    # 5. The yellow kite was a diamond.
    lambda w: at(w, "colour", "yellow", "kite") == "diamond",
    # 6. Neither Orla nor Rhiannon flew the diamond.
    lambda w: w["kite"]["Orla"] != "diamond" and w["kite"]["Rhiannon"] != "diamond",
    # 7. The delta wasn't the scarlet kite.
    lambda w: at(w, "kite", "delta", "colour") != "scarlet",
]

QUESTIONS = [
    ("What colour was the delta?", lambda w: at(w, "kite", "delta", "colour")),
    ("Who flew the parafoil?", lambda w: who(w, "kite", "parafoil")),
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
