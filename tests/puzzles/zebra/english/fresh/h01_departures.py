#!/usr/bin/env python3
# h01_departures -- stuck-at-the-airport blog puzzle
import sys
from itertools import permutations

PEOPLE = ["Priya", "Tom", "Wendy", "Callum", "Ines"]
CATS = [
    ("dest", ["Lisbon", "Oslo", "Dublin", "Rome", "Krakow"]),
    ("time", ["09:10", "09:40", "10:10", "10:40", "11:10"]),
    ("gate", ["3", "7", "12", "18", "22"]),
]


def mins(t):
    return int(t[:2]) * 60 + int(t[3:])


def T(p):
    return mins(v(p, "time"))


def G(p):
    return int(v(p, "gate"))


CLUES = [
    # 2. Wendy's is the last flight of the five.
    (("time",), lambda: v("Wendy", "time") == "11:10"),
    # 3. Either Ines or the Oslo passenger is at gate 12 (exactly one).
    (("dest", "gate"), lambda: xor(v("Ines", "gate") == "12",
                                   v(w("dest", "Oslo"), "gate") == "12")),
    # 4. The Rome flight goes from the lowest-numbered gate.
    (("dest", "gate"), lambda: v(w("dest", "Rome"), "gate") == "3"),
    # 5. Neither Tom nor Callum is going to Oslo or Krakow.
    (("dest",), lambda: all(v(p, "dest") not in ("Oslo", "Krakow") for p in ("Tom", "Callum"))),
    # 6. Of the Lisbon passenger and the one at gate 7, one leaves at 09:10 and the other at 10:10.
    (("dest", "time", "gate"), lambda: w("dest", "Lisbon") != w("gate", "7") and
        {v(w("dest", "Lisbon"), "time"), v(w("gate", "7"), "time")} == {"09:10", "10:10"}),
    # 7. Priya's gate number is lower than Callum's, but her flight leaves an hour after his.
    (("time", "gate"), lambda: G("Priya") < G("Callum") and T("Priya") == T("Callum") + 60),
    # 8. The passenger at gate 22 is not flying to Dublin.
    (("dest", "gate"), lambda: v(w("gate", "22"), "dest") != "Dublin"),
    # 9. The Krakow flight leaves an hour after the Lisbon flight.
    (("dest", "time"), lambda: T(w("dest", "Krakow")) == T(w("dest", "Lisbon")) + 60),
    # 10. Wendy is not going to Oslo.
    (("dest",), lambda: v("Wendy", "dest") != "Oslo"),
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
