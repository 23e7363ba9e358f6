#!/usr/bin/env python3
"""Brute force for w12_checkout_tills.txt (a supermarket checkout supervisor's handover note)."""
import itertools
import sys

NAMES = ["Bernie", "Shazia", "Kacper", "Lorraine", "Deji"]
CATEGORIES = {
    "till": [1, 2, 3, 4, 5],                              # in a row, till 1 by the door
    "brk": ["10.15", "10.45", "11.15", "11.45", "12.15"],  # break time
    "years": [1, 3, 6, 11, 24],                           # years at the store
}


def m(s):
    h, mm = s.split(".")
    return int(h) * 60 + int(mm)


CLUES = [
    # 1. Lorraine is on one of the end tills
    lambda w: w["till"]["Lorraine"] in (1, 5),
    # 2. whoever has the first break is on the till next to Lorraine's
    lambda w: abs(at(w, "brk", "10.15", "till") - w["till"]["Lorraine"]) == 1,
    # 3. Shazia has the last break
    lambda w: w["brk"]["Shazia"] == "12.15",
    # 4. Kacper is not next to Shazia
    lambda w: abs(w["till"]["Kacper"] - w["till"]["Shazia"]) != 1,
    # 5. Bernie's break is half an hour after Deji's
    lambda w: m(w["brk"]["Bernie"]) == m(w["brk"]["Deji"]) + 30,
    # 6. Kacper's break is half an hour before Lorraine's
    lambda w: m(w["brk"]["Kacper"]) == m(w["brk"]["Lorraine"]) - 30,
    # 7. Bernie's till is further from the door than Shazia's
    lambda w: w["till"]["Bernie"] > w["till"]["Shazia"],
    # 8. Lorraine has been here the longest
    lambda w: w["years"]["Lorraine"] == 24,
    # 9. the newest starter has the first break
    lambda w: at(w, "years", 1, "brk") == "10.15",
    # 10. Kacper has been here three years less than Shazia
    lambda w: w["years"]["Kacper"] == w["years"]["Shazia"] - 3,
    # 11. whoever's on till 4 has been here longer than whoever's on till 3
    lambda w: at(w, "till", 4, "years") > at(w, "till", 3, "years"),
]

QUESTIONS = [
    ("Who's on till 3?", lambda w: who(w, "till", 3)),
    ("What time is Kacper's break?", lambda w: w["brk"]["Kacper"]),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation of its values.
# A clue that looks at a category not yet filled in is put off until it is
# (that only prunes the search; every clue is checked on every full world).
# ---------------------------------------------------------------------------
class Pending(Exception):
    pass


class World(dict):
    def __missing__(self, key):
        raise Pending(key)


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
    keys = list(CATEGORIES)
    perms = {k: [dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys}
    sols = []

    def rec(depth, w, waiting):
        if depth == len(keys):
            if not waiting:
                sols.append({k: dict(w[k]) for k in keys})
            return
        k = keys[depth]
        for p in perms[k]:
            w[k] = p
            still = []
            ok = True
            for c in waiting:
                try:
                    if not c(w):
                        ok = False
                        break
                except Pending:
                    still.append(c)
            if ok:
                rec(depth + 1, w, still)
            del w[k]

    rec(0, World(), active)
    return sols


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
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if "--all" in argv:
        for w in sols:
            show(w)
            print()
    elif sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
