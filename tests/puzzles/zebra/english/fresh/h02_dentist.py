#!/usr/bin/env python3
# h02_dentist -- dental surgery receptionist's smudged appointment list
import sys
from itertools import permutations

PEOPLE = ["Mrs Okafor", "Mr Hale", "Ms Brandt", "Mr Sousa"]
CATS = [
    ("time", ["9:00", "9:20", "9:40", "10:00"]),
    ("treat", ["filling", "check-up", "scale and polish", "crown fitting"]),
    ("staff", ["Dr Patel", "Dr Lowe", "Dr Finch", "Gemma"]),
]


def T(p):
    h, m = v(p, "time").split(":")
    return int(h) * 60 + int(m)


MEN = ("Mr Hale", "Mr Sousa")

CLUES = [
    # 1. The scale and polish is done by Gemma.
    (("treat", "staff"), lambda: w("treat", "scale and polish") == w("staff", "Gemma")),
    # 2. Mr Hale is booked in 40 minutes before Mrs Okafor.
    (("time",), lambda: T("Mr Hale") + 40 == T("Mrs Okafor")),
    # 4. Ms Brandt has the last slot of the morning.
    (("time",), lambda: v("Ms Brandt", "time") == "10:00"),
    # 5. Dr Finch isn't seeing either of the men.
    (("staff",), lambda: w("staff", "Dr Finch") not in MEN),
    # 6. Mr Sousa isn't in for a check-up.
    (("treat",), lambda: v("Mr Sousa", "treat") != "check-up"),
    # 7. Dr Patel's patient comes in 20 minutes after Dr Lowe's.
    (("time", "staff"), lambda: T(w("staff", "Dr Patel")) == T(w("staff", "Dr Lowe")) + 20),
    # 8. The crown is being fitted by Dr Finch.
    (("treat", "staff"), lambda: w("treat", "crown fitting") == w("staff", "Dr Finch")),
    # 9. Gemma's patient is the last one in.
    (("time", "staff"), lambda: v(w("staff", "Gemma"), "time") == "10:00"),
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
