#!/usr/bin/env python3
# h09_teaser -- US newspaper "Brain Teaser of the Week": Thursday bowling league
import sys
from itertools import permutations

PEOPLE = ["Earl", "Dot", "Wanda", "Hank", "Rosalind"]
CATS = [
    ("ball", ["black", "purple", "teal", "orange", "red"]),
    ("score", ["142", "156", "170", "184", "198"]),
    ("years", ["2", "5", "9", "14", "20"]),
]


def S(p):
    return int(v(p, "score"))


def Y(p):
    return int(v(p, "years"))


CLUES = [
    # 1. Dot outscored Earl by 14 pins.
    (("score",), lambda: S("Dot") == S("Earl") + 14),
    # 2. The orange ball belongs to the 14-year member.
    (("ball", "years"), lambda: w("ball", "orange") == w("years", "14")),
    # 3. Earl has been in the league the longest.
    (("years",), lambda: v("Earl", "years") == "20"),
    # 4. Hank beat Rosalind by 14 pins.
    (("score",), lambda: S("Hank") == S("Rosalind") + 14),
    # 5. Neither Hank nor Wanda uses the red ball or the purple one.
    (("ball",), lambda: all(v(p, "ball") not in ("red", "purple") for p in ("Hank", "Wanda"))),
    # 6. Either Dot or the red-ball bowler has been in the league 5 years.
    (("ball", "years"), lambda: xor(v("Dot", "years") == "5", v(w("ball", "red"), "years") == "5")),
    # 7. Of Wanda and the black-ball bowler, one scored 142 and the other 184.
    (("ball", "score"), lambda: w("ball", "black") != "Wanda" and
        {v("Wanda", "score"), v(w("ball", "black"), "score")} == {"142", "184"}),
    # 8. Rosalind has been in the league three years longer than Wanda.
    (("years",), lambda: Y("Rosalind") == Y("Wanda") + 3),
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
