#!/usr/bin/env python3
# h12_lineup -- detective constable's notebook, identity parade (positions 1..5, left to right)
import sys
from itertools import permutations

PEOPLE = ["Quinlan", "Ferris", "Platt", "Ashworth", "Moody"]
CATS = [
    ("pos", ["1", "2", "3", "4", "5"]),
    ("height", ["5'7\"", "5'9\"", "5'11\"", "6'1\"", "6'3\""]),
    ("wear", ["raincoat", "tracksuit", "leather jacket", "grey suit", "donkey jacket"]),
]


def P(p):
    return int(v(p, "pos"))


def H(p):
    ft, inch = v(p, "height").rstrip('"').split("'")
    return int(ft) * 12 + int(inch)


def nextto(p, q):
    return abs(P(p) - P(q)) == 1


CLUES = [
    # 1. The tallest man stood immediately to the left of the shortest.
    (("pos", "height"), lambda: P(w("height", "6'3\"")) + 1 == P(w("height", "5'7\""))),
    # 2. The man in the raincoat is two inches taller than the man in the donkey jacket.
    (("height", "wear"), lambda: H(w("wear", "raincoat")) == H(w("wear", "donkey jacket")) + 2),
    # 3. Platt stood directly between Ferris and Ashworth.
    (("pos",), lambda: nextto("Platt", "Ferris") and nextto("Platt", "Ashworth")),
    # 4. Neither Quinlan nor Moody wore the suit or the tracksuit.
    (("wear",), lambda: all(v(p, "wear") not in ("grey suit", "tracksuit") for p in ("Quinlan", "Moody"))),
    # 5. Either Ashworth or the man in the tracksuit is 6'3".
    (("height", "wear"), lambda: xor(v("Ashworth", "height") == "6'3\"", v(w("wear", "tracksuit"), "height") == "6'3\"")),
    # 6. Of Quinlan and the man at number 4, one wore a raincoat and the other a grey suit.
    (("pos", "wear"), lambda: w("pos", "4") != "Quinlan" and
        {v("Quinlan", "wear"), v(w("pos", "4"), "wear")} == {"raincoat", "grey suit"}),
    # 7. Ferris is four inches taller than Quinlan.
    (("height",), lambda: H("Ferris") == H("Quinlan") + 4),
    # 8. The man at number 5 isn't the shortest.
    (("pos", "height"), lambda: v(w("pos", "5"), "height") != "5'7\""),
    # 9. Ashworth is taller than Moody.
    (("height",), lambda: H("Ashworth") > H("Moody")),
    # 10. The donkey jacket was at the right-hand end.
    (("pos", "wear"), lambda: v(w("wear", "donkey jacket"), "pos") == "5"),
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
