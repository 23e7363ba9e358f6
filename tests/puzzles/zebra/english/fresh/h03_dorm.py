#!/usr/bin/env python3
# h03_dorm -- college dorm hallway post (rooms in a row, 201 leftmost .. 205 rightmost)
import sys
from itertools import permutations

PEOPLE = ["Jaden", "Marisol", "Theo", "Bea", "Kofi"]
CATS = [
    ("room", ["201", "202", "203", "204", "205"]),
    ("major", ["nursing", "history", "physics", "art", "economics"]),
    ("state", ["Ohio", "Texas", "Maine", "Oregon", "Georgia"]),
]


def R(p):
    return int(v(p, "room"))


def nextto(p, q):
    return abs(R(p) - R(q)) == 1


CLUES = [
    # 1. The physics major lives right next door to Bea.
    (("room", "major"), lambda: nextto(w("major", "physics"), "Bea")),
    # 2. Marisol has the room exactly in the middle of the hall.
    (("room",), lambda: v("Marisol", "room") == "203"),
    # 3. The Oregon student is in one of the end rooms.
    (("room", "state"), lambda: v(w("state", "Oregon"), "room") in ("201", "205")),
    # 4. Neither Jaden nor Theo is from Maine or Texas.
    (("state",), lambda: all(v(p, "state") not in ("Maine", "Texas") for p in ("Jaden", "Theo"))),
    # 5. The Ohio student lives directly between the Texas student and the Georgia student.
    (("room", "state"), lambda: nextto(w("state", "Ohio"), w("state", "Texas")) and
        nextto(w("state", "Ohio"), w("state", "Georgia"))),
    # 6. The art major is from Maine.
    (("major", "state"), lambda: w("major", "art") == w("state", "Maine")),
    # 7. Jaden's room is two doors to the right of Kofi's.
    (("room",), lambda: R("Jaden") == R("Kofi") + 2),
    # 8. The economics major lives next door to the history major.
    (("room", "major"), lambda: nextto(w("major", "economics"), w("major", "history"))),
    # 9. The history major has the last room on the right.
    (("room", "major"), lambda: v(w("major", "history"), "room") == "205"),
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
