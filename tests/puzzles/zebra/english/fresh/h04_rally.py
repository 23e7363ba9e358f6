#!/usr/bin/env python3
# h04_rally -- classic-car club newsletter, spring rally results
import sys
from itertools import permutations

PEOPLE = ["Geoff", "Marion", "Dev", "Lorna", "Alastair"]
PLACES = ["first", "second", "third", "fourth", "fifth"]
CATS = [
    ("car", ["MGB", "Jaguar E-Type", "Morris Minor", "Triumph TR6", "Austin-Healey Sprite"]),
    ("year", ["1958", "1962", "1966", "1970", "1974"]),
    ("place", PLACES),
]


def Y(p):
    return int(v(p, "year"))


def P(p):
    return PLACES.index(v(p, "place")) + 1


CLUES = [
    # 1. The oldest car finished last.
    (("year", "place"), lambda: w("year", "1958") == w("place", "fifth")),
    # 2. Marion's car is four years older than Geoff's.
    (("year",), lambda: Y("Marion") + 4 == Y("Geoff")),
    # 3. The TR6 finished one place ahead of Geoff.
    (("car", "place"), lambda: P(w("car", "Triumph TR6")) + 1 == P("Geoff")),
    # 4. Either Lorna or the Sprite driver came fourth.
    (("car", "place"), lambda: xor(v("Lorna", "place") == "fourth", v(w("car", "Austin-Healey Sprite"), "place") == "fourth")),
    # 5. The 1970 car finished immediately behind the 1966 car.
    (("year", "place"), lambda: P(w("year", "1970")) == P(w("year", "1966")) + 1),
    # 6. The Morris Minor was built eight years before the MGB.
    (("car", "year"), lambda: Y(w("car", "Morris Minor")) + 8 == Y(w("car", "MGB"))),
    # 7. Of Dev and the Jaguar driver, one finished first and the other last.
    (("car", "place"), lambda: w("car", "Jaguar E-Type") != "Dev" and
        {v("Dev", "place"), v(w("car", "Jaguar E-Type"), "place")} == {"first", "fifth"}),
    # 8. The Sprite is a newer car than the MGB.
    (("car", "year"), lambda: Y(w("car", "Austin-Healey Sprite")) > Y(w("car", "MGB"))),
    # 9. The TR6 is twelve years newer than the E-Type.
    (("car", "year"), lambda: Y(w("car", "Triumph TR6")) == Y(w("car", "Jaguar E-Type")) + 12),
]


# ---------------------------------------------------------------------------
# brute force: every category is a permutation over PEOPLE (in PEOPLE order);
# a clue is tested as soon as all the categories it mentions are filled in.
A = {}


def v(person, cat):
    """value of category `cat` held by `person`"""
    return A[cat][PEOPLE.index(person)]


def w(cat, value):
    """the person who holds `value` in category `cat`"""
    return PEOPLE[A[cat].index(value)]


def xor(a, b):
    return bool(a) != bool(b)


def solve(skip=()):
    names = [c for c, _ in CATS]
    levels = [[] for _ in CATS]
    for k, (cats, f) in enumerate(CLUES, 1):
        if k not in skip:
            levels[max(names.index(c) for c in cats)].append(f)
    out = []

    def rec(i):
        if i == len(CATS):
            out.append({c: A[c] for c in names})
            return
        c, vals = CATS[i]
        for p in permutations(vals):
            A[c] = p
            if all(f() for f in levels[i]):
                rec(i + 1)
        del A[c]

    rec(0)
    return out


if __name__ == "__main__":
    skip = {int(a) for a in sys.argv[1:]}  # clue number(s) to leave out
    sols = solve(skip)
    print(len(sols))
    for s in sols[:20]:
        for i, p in enumerate(PEOPLE):
            print(" | ".join([p] + [str(s[c][i]) for c, _ in CATS]))
        print()
    if len(sols) > 20:
        print("... (%d more)" % (len(sols) - 20))
