#!/usr/bin/env python3
# h07_gala -- swim club parents' Facebook post, 50m freestyle final (lanes 1..5, left to right)
import sys
from itertools import permutations

PEOPLE = ["Hattie", "Poppy", "Grace", "Esme", "Imogen"]
CATS = [
    ("lane", ["1", "2", "3", "4", "5"]),
    ("club", ["Seals", "Otters", "Marlins", "Dolphins", "Sharks"]),
    ("time", ["31.4", "32.1", "32.9", "33.6", "34.0"]),
]


def L(p):
    return int(v(p, "lane"))


def T(p):
    return round(float(v(p, "time")) * 10)   # tenths of a second


CLUES = [
    # 1. The winner swam in the middle lane.
    (("lane", "time"), lambda: v(w("time", "31.4"), "lane") == "3"),
    # 2. Hattie was in one of the end lanes.
    (("lane",), lambda: v("Hattie", "lane") in ("1", "5")),
    # 3. The Otters swimmer was 0.7 seconds slower than the Marlins swimmer.
    (("club", "time"), lambda: T(w("club", "Otters")) == T(w("club", "Marlins")) + 7),
    # 4. Neither Esme nor Hattie broke 33 seconds.
    (("time",), lambda: T("Esme") > 330 and T("Hattie") > 330),
    # 5. The girl in lane 1 was 0.4 seconds quicker than the girl in lane 4.
    (("lane", "time"), lambda: T(w("lane", "1")) + 4 == T(w("lane", "4"))),
    # 6. Of Grace and the Seals swimmer, one was in lane 3 and the other in lane 1.
    (("lane", "club"), lambda: w("club", "Seals") != "Grace" and
        {v("Grace", "lane"), v(w("club", "Seals"), "lane")} == {"3", "1"}),
    # 7. Either Imogen or the Otters swimmer came second.
    (("club", "time"), lambda: xor(v("Imogen", "time") == "32.1", v(w("club", "Otters"), "time") == "32.1")),
    # 8. The Dolphins swimmer was two lanes to the right of the Otters swimmer.
    (("lane", "club"), lambda: L(w("club", "Dolphins")) == L(w("club", "Otters")) + 2),
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
