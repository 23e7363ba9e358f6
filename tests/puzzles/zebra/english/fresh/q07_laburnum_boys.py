#!/usr/bin/env python3
"""Brute force for q07_laburnum_boys.txt (1960s boys' annual puzzle page)."""
import itertools
import sys

NAMES = ["Roger", "Nigel", "Clive", "Malcolm"]
CATEGORIES = {
    "house": [2, 4, 6, 8],          # house numbers, side by side in a row; next door = differ by 2
    "age": [9, 10, 11, 12],
    "hobby": ["train-spotting", "stamp collecting", "model aeroplanes", "cricket"],
    "pet": ["budgerigar", "tortoise", "rabbit", "terrier"],
}


WORDS = {9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}   # the annual spells ages out


def nextdoor(a, b):
    return abs(a - b) == 2


CLUES = [
    # 1. The boy with the tortoise lives next door to the train-spotter, and is the youngest of the four.
    lambda w: nextdoor(at(w, "pet", "tortoise", "house"), at(w, "hobby", "train-spotting", "house"))
              and at(w, "pet", "tortoise", "age") == 9,
    # 2. Roger is a year older than Nigel.
    lambda w: w["age"]["Roger"] == w["age"]["Nigel"] + 1,
    # 3. The cricketer lives in one of the end houses, but not next door to the stamp collector.
    lambda w: at(w, "hobby", "cricket", "house") in (2, 8)
              and not nextdoor(at(w, "hobby", "cricket", "house"), at(w, "hobby", "stamp collecting", "house")),
    # 4. The terrier's owner is younger than the rabbit's owner.
    lambda w: at(w, "pet", "terrier", "age") < at(w, "pet", "rabbit", "age"),
    # 5. Nigel lives at a lower number than Malcolm.
    lambda w: w["house"]["Nigel"] < w["house"]["Malcolm"],
    # 6. The boy who builds model aeroplanes lives next door to Malcolm, on the higher-numbered side.
    lambda w: at(w, "hobby", "model aeroplanes", "house") == w["house"]["Malcolm"] + 2,
    # 7. The budgerigar belongs to neither the ten-year-old nor the twelve-year-old.
    lambda w: at(w, "pet", "budgerigar", "age") not in (10, 12),
    # 8. Clive is older than Malcolm but younger than Nigel.
    lambda w: w["age"]["Malcolm"] < w["age"]["Clive"] < w["age"]["Nigel"],
    # 9. Roger and Clive are next-door neighbours.
    lambda w: nextdoor(w["house"]["Roger"], w["house"]["Clive"]),
    # 10. The terrier lives at a higher number than the rabbit.
    lambda w: at(w, "pet", "terrier", "house") > at(w, "pet", "rabbit", "house"),
]

QUESTIONS = [
    ("Who keeps the rabbit?", lambda w: who(w, "pet", "rabbit")),
    ("How old is Clive?", lambda w: WORDS[w["age"]["Clive"]]),
    ("Which boy lives at No. 4?", lambda w: who(w, "house", 4)),
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
