#!/usr/bin/env python3
# h10_football -- Sunday league match report on the club website
import sys
from itertools import permutations

PEOPLE = ["Stevo", "Dan", "Kieran", "Mo"]
CATS = [
    ("minute", ["12", "34", "58", "81"]),
    ("shirt", ["4", "7", "9", "11"]),
    ("kind", ["header", "penalty", "volley", "tap-in"]),
]


def M(p):
    return int(v(p, "minute"))


def N(p):
    return int(v(p, "shirt"))


CLUES = [
    # 1. The opener came from the penalty spot.
    (("minute", "kind"), lambda: v(w("kind", "penalty"), "minute") == "12"),
    # 2. The header came 24 minutes after the number 7's goal.
    (("minute", "shirt", "kind"), lambda: M(w("kind", "header")) == M(w("shirt", "7")) + 24),
    # 3. Kieran wears neither 4 nor 7.
    (("shirt",), lambda: v("Kieran", "shirt") not in ("4", "7")),
    # 4. The tap-in wasn't scored by the number 9 or the number 11.
    (("shirt", "kind"), lambda: v(w("kind", "tap-in"), "shirt") not in ("9", "11")),
    # 5. Mo scored before Kieran.
    (("minute",), lambda: M("Mo") < M("Kieran")),
    # 6. Either Dan or the number 11 scored in the 81st minute.
    (("minute", "shirt"), lambda: xor(v("Dan", "minute") == "81", v(w("shirt", "11"), "minute") == "81")),
    # 7. Dan didn't score with his head.
    (("kind",), lambda: v("Dan", "kind") != "header"),
    # 8. Of Mo and the header-scorer, one wears 7 and the other 4.
    (("shirt", "kind"), lambda: w("kind", "header") != "Mo" and
        {v("Mo", "shirt"), v(w("kind", "header"), "shirt")} == {"7", "4"}),
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
