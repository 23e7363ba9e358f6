#!/usr/bin/env python3
"""Brute force for w04_cab_dispatch.txt (a night cab dispatcher's note to the day manager)."""
import itertools
import sys

NAMES = ["Luis", "Dwayne", "Patty", "Oksana", "Hector"]
CATEGORIES = {
    "time": ["9:40", "10:05", "10:30", "10:55", "11:20"],    # pickup time (PM)
    "dest": ["the airport", "Union Station", "the casino", "St. Vincent's", "the Marriott"],
    "fare": [14, 21, 28, 35, 52],                             # dollars
}


def t(s):
    h, m = s.split(":")
    return int(h) * 60 + int(m)


CLUES = [
    # 1. Dwayne got the first call
    lambda w: w["time"]["Dwayne"] == "9:40",
    # 2. Oksana picked up 25 minutes before Luis did
    lambda w: t(w["time"]["Oksana"]) == t(w["time"]["Luis"]) - 25,
    # 3. St. Vincent's was the last call
    lambda w: at(w, "dest", "St. Vincent's", "time") == "11:20",
    # 4. the airport run was the biggest fare
    lambda w: at(w, "dest", "the airport", "fare") == 52,
    # 5. Patty's fare was $7 less than Dwayne's
    lambda w: w["fare"]["Patty"] == w["fare"]["Dwayne"] - 7,
    # 6. the Marriott fare was $35
    lambda w: at(w, "dest", "the Marriott", "fare") == 35,
    # 7. Hector didn't go to the casino, the station or the airport
    lambda w: w["dest"]["Hector"] not in ("the casino", "Union Station", "the airport"),
    # 8. the casino fare was $7 less than the Union Station fare
    lambda w: at(w, "dest", "the casino", "fare") == at(w, "dest", "Union Station", "fare") - 7,
    # 9. Luis picked up before Hector
    lambda w: t(w["time"]["Luis"]) < t(w["time"]["Hector"]),
    # 10. Hector's fare was more than Oksana's
    lambda w: w["fare"]["Hector"] > w["fare"]["Oksana"],
]

QUESTIONS = [
    ("Who drove the Union Station fare?", lambda w: who(w, "dest", "Union Station")),
    ("How much was the casino fare?", lambda w: "$%d" % at(w, "dest", "the casino", "fare")),
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
