#!/usr/bin/env python3
"""Brute force for zb08_pressing_matters.txt (village cider pressing)."""
import itertools
import sys

TITLE = "PRESSING MATTERS"
INTRO = ("On Apple Day in Llanfor the village hired a traditional press, and five "
         "neighbours (Alun, Bethan, Dewi, Gwen and Rhodri) each brought a load from their "
         "own trees. Each had a different variety (Bramley, Cox, Discovery, Kingston Black "
         "or Russet) and each took home a different amount of juice: 40, 55, 60, 75 or "
         "90 litres. Whose apples were whose, and how much juice did each get?")

NAMES = ["Alun", "Bethan", "Dewi", "Gwen", "Rhodri"]
CATEGORIES = {
    "apple": ["Bramley", "Cox", "Discovery", "Kingston Black", "Russet"],
    "litres": [40, 55, 60, 75, 90],
}

CLUES = [
    # 1. Dewi went home with 15 litres less than Rhodri.
    lambda w: w["litres"]["Dewi"] == w["litres"]["Rhodri"] - 15,
    # 2. The Cox and the Russet between them gave exactly 115 litres.
    lambda w: at(w, "apple", "Cox", "litres") + at(w, "apple", "Russet", "litres") == 115,
    # 3. Gwen pressed more than Alun, but not as much as whoever brought the Kingston Black.
    lambda w: w["litres"]["Alun"] < w["litres"]["Gwen"] < at(w, "apple", "Kingston Black", "litres"),
    # 4. None of Alun, Bethan and Gwen has a Bramley tree.
    lambda w: all(w["apple"][n] != "Bramley" for n in ("Bethan", "Alun", "Gwen")),
    # 5. The five were Bethan, the one with the Discovery, the one who took home 55 litres, Dewi and the Russet grower.
    lambda w: len({"Bethan", who(w, "apple", "Discovery"), who(w, "litres", 55), "Dewi",
                   who(w, "apple", "Russet")}) == 5,
    # 6. The Discovery gave more juice than the Russet.
    lambda w: at(w, "apple", "Discovery", "litres") > at(w, "apple", "Russet", "litres"),
]

QUESTIONS = [
    ("Who brought the Discovery apples?", lambda w: who(w, "apple", "Discovery")),
    ("How much juice did Alun take home?", lambda w: "%d litres" % w["litres"]["Alun"]),
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
