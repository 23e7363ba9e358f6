#!/usr/bin/env python3
"""Brute force for o09_hostel_fridge.txt (youth hostel noticeboard)."""
import itertools
import sys

NAMES = ["Lena", "Tomas", "Aiko", "Finn"]
CATEGORIES = {
    "country": ["Canada", "Norway", "Chile", "New Zealand"],
    "food": ["milk", "hummus", "yoghurt", "cheese"],
}

CLUES = [
    # 1. The hummus belongs to the Canadian.
    lambda w: at(w, "food", "hummus", "country") == "Canada",
    # 2. Neither Lena nor Aiko is from Norway.
    lambda w: "Norway" not in (w["country"]["Lena"], w["country"]["Aiko"]),
    # 3. One of Lena and the Norwegian has the cheese, the other the yoghurt.
    lambda w: {w["food"]["Lena"], at(w, "country", "Norway", "food")} == {"cheese", "yoghurt"}
    and w["country"]["Lena"] != "Norway",
    # 4. The cheese belongs to the Chilean.
    lambda w: at(w, "food", "cheese", "country") == "Chile",
    # 5. Tomas is from neither New Zealand nor Norway.
    lambda w: w["country"]["Tomas"] not in ("New Zealand", "Norway"),
]

QUESTIONS = [
    ("Whose is the yoghurt?", lambda w: who(w, "food", "yoghurt")),
    ("Where is Aiko from?", lambda w: w["country"]["Aiko"]),
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
