#!/usr/bin/env python3
"""Brute force for zb04_made_to_measure.txt (tailor's order book)."""
import itertools
import sys

TITLE = "MADE TO MEASURE"
INTRO = ("Old Mr Fenwick, the tailor on Lantern Street, took five orders last week. "
         "His customers (Mr Bartram, Mr Okafor, Mr Pruitt, Mr Quennell and Mr Sallis) each "
         "ordered one garment (a blazer, a dinner jacket, an overcoat, a three-piece suit "
         "or a waistcoat) and each picked a different cloth for it: cashmere, linen, "
         "tweed, velvet or worsted. Who ordered what, and in which cloth?")

NAMES = ["Mr Bartram", "Mr Okafor", "Mr Pruitt", "Mr Quennell", "Mr Sallis"]
CATEGORIES = {
    "garment": ["blazer", "dinner jacket", "overcoat", "three-piece suit", "waistcoat"],
    "cloth": ["cashmere", "linen", "tweed", "velvet", "worsted"],
}

CLUES = [
    # 1. The dinner jacket is to be made in velvet, but not for Mr Sallis.
    lambda w: at(w, "garment", "dinner jacket", "cloth") == "velvet"
              and w["garment"]["Mr Sallis"] != "dinner jacket",
    # 2. Of Mr Bartram and the man who chose worsted, one ordered the overcoat and the other the three-piece suit.
    lambda w: w["cloth"]["Mr Bartram"] != "worsted"
              and sorted([w["garment"]["Mr Bartram"], at(w, "cloth", "worsted", "garment")])
              == ["overcoat", "three-piece suit"],
    # 3. Mr Pruitt didn't want a blazer, and he picked neither linen nor cashmere.
    lambda w: w["garment"]["Mr Pruitt"] != "blazer" and w["cloth"]["Mr Pruitt"] not in ("linen", "cashmere"),
    # 4. The five customers were Mr Quennell, the man who chose tweed, the man who ordered the blazer, the one having an overcoat made, and Mr Okafor.
    lambda w: len({"Mr Quennell", who(w, "cloth", "tweed"), who(w, "garment", "blazer"),
                   who(w, "garment", "overcoat"), "Mr Okafor"}) == 5,
    # 5. Mr Fenwick would never make a waistcoat in linen or in cashmere.
    lambda w: at(w, "garment", "waistcoat", "cloth") not in ("linen", "cashmere"),
    # 6. Linen was thought too light for the overcoat.
    lambda w: at(w, "garment", "overcoat", "cloth") != "linen",
    # 7. Mr Quennell's choice of cloth was not velvet.
    lambda w: w["cloth"]["Mr Quennell"] != "velvet",
]

QUESTIONS = [
    ("What did Mr Quennell order?", lambda w: w["garment"]["Mr Quennell"]),
    ("Which cloth did Mr Sallis choose?", lambda w: w["cloth"]["Mr Sallis"]),
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
