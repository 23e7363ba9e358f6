#!/usr/bin/env python3
"""Brute force for zc12_window_dressing.txt (shop window displays, plain grid)."""
import itertools
import sys

NAMES = ["Alicia", "Bram", "Colette", "Declan"]
WOMEN = ("Alicia", "Colette")
CATEGORIES = {
    "shop": ["bakery", "bookshop", "florist's", "shoe shop"],
    "theme": ["autumn harvest", "circus", "seaside", "winter wonderland"],
    "prop": ["bicycle", "deckchair", "ladder", "rocking horse"],
}


CLUES = [
    # 1. The deckchair, naturally enough, featured in the seaside window, which wasn't the
    # bakery's.
    lambda w: at(w, "prop", "deckchair", "theme") == "seaside" and at(w, "theme", "seaside", "shop") != "bakery",
    # 2. Bram, who didn't dress the bookshop window, used neither the bicycle nor the ladder.
    lambda w: w["shop"]["Bram"] != "bookshop" and w["prop"]["Bram"] not in ("bicycle", "ladder"),
    # 3. The circus window, in which a ladder was propped, was the work of one of the women.
    lambda w: at(w, "theme", "circus", "prop") == "ladder" and who(w, "theme", "circus") in WOMEN,
    # 4. Colette's window wasn't the florist's, and it had no rocking horse in it.
    lambda w: w["shop"]["Colette"] != "florist's" and w["prop"]["Colette"] != "rocking horse",
    # 5. Of Alicia and Declan, one dressed the bookshop window and the other created the autumn
    # harvest scene.
    lambda w: any(w["shop"][a] == "bookshop" and w["theme"][b] == "autumn harvest" for a, b in (("Alicia", "Declan"), ("Declan", "Alicia"))),
    # 6. There was no ladder in the shoe shop's window.
    lambda w: at(w, "shop", "shoe shop", "prop") != "ladder",
    # 7. The bicycle stood in the bakery's window.
    lambda w: at(w, "prop", "bicycle", "shop") == "bakery",
    # 8. Bram went for a winter wonderland.
    lambda w: w["theme"]["Bram"] == "winter wonderland",
]


QUESTIONS = [
    ('Which shop did Colette dress the window of?', lambda w: w["shop"]["Colette"]),
    ('Which prop did Bram use?', lambda w: w["prop"]["Bram"]),
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
