#!/usr/bin/env python3
# h08_auction -- provincial auction house, sale results sheet
import sys
from itertools import permutations

PEOPLE = ["Mr Abernathy", "Mrs Chen", "Dr Voss", "Miss Pell"]
CATS = [
    ("lot", ["12", "13", "14", "15"]),
    ("item", ["Georgian teapot", "watercolour", "rocking horse", "carriage clock"]),
    ("price", ["£120", "£180", "£240", "£300"]),
    ("how", ["by telephone", "online", "in the room", "commission bid"]),
]


def L(p):
    return int(v(p, "lot"))


def P(p):
    return int(v(p, "price")[1:])


CLUES = [
    # 1. The rocking horse fetched the highest price of the afternoon.
    (("item", "price"), lambda: v(w("item", "rocking horse"), "price") == "£300"),
    # 2. Mrs Chen's lot came up immediately before Dr Voss's.
    (("lot",), lambda: L("Mrs Chen") + 1 == L("Dr Voss")),
    # 3. The Georgian teapot sold for £60 more than the carriage clock.
    (("item", "price"), lambda: P(w("item", "Georgian teapot")) == P(w("item", "carriage clock")) + 60),
    # 4. The telephone bidder paid twice as much as the online buyer.
    (("price", "how"), lambda: P(w("how", "by telephone")) == 2 * P(w("how", "online"))),
    # 5. The clock was won by a commission bid.
    (("item", "how"), lambda: w("item", "carriage clock") == w("how", "commission bid")),
    # 6. Either Miss Pell or the telephone bidder bought lot 14.
    (("lot", "how"), lambda: xor(v("Miss Pell", "lot") == "14", v(w("how", "by telephone"), "lot") == "14")),
    # 7. Of Mrs Chen and the teapot's buyer, one had lot 12 and the other lot 14.
    (("lot", "item"), lambda: w("item", "Georgian teapot") != "Mrs Chen" and
        {v("Mrs Chen", "lot"), v(w("item", "Georgian teapot"), "lot")} == {"12", "14"}),
    # 8. Lot 13 made £120 more than lot 15.
    (("lot", "price"), lambda: P(w("lot", "13")) == P(w("lot", "15")) + 120),
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
