#!/usr/bin/env python3
"""Brute force for w02_butcher_orders.txt (a butcher's note to his Saturday lad)."""
import itertools
import sys

NAMES = ["Mrs Akinola", "Mr Brennan", "the Fenwicks", "Dr Sahota"]
CATEGORIES = {
    "order": ["bronze turkey", "white turkey", "goose", "rib of beef"],
    "kg": [3.0, 4.5, 6.0, 7.5],
    "time": [8 * 60, 9 * 60 + 30, 11 * 60, 12 * 60 + 30],   # collection time, in minutes
}


def hhmm(m):
    return "%d.%02d" % (m // 60, m % 60)


CLUES = [
    # 1. the beef is the lightest of the four
    lambda w: at(w, "order", "rib of beef", "kg") == 3.0,
    # 2. Mr Brennan is first in
    lambda w: w["time"]["Mr Brennan"] == 8 * 60,
    # 3. whoever's having the goose is coming an hour and a half after Dr Sahota
    lambda w: at(w, "order", "goose", "time") == w["time"]["Dr Sahota"] + 90,
    # 4. the bronze is a kilo and a half heavier than the white
    lambda w: at(w, "order", "bronze turkey", "kg") == at(w, "order", "white turkey", "kg") + 1.5,
    # 5. the Fenwicks are the last collection
    lambda w: w["time"]["the Fenwicks"] == 12 * 60 + 30,
    # 6. Mr Brennan's got the biggest of the lot
    lambda w: w["kg"]["Mr Brennan"] == 7.5,
    # 7. the beef's going out later than the goose does
    lambda w: at(w, "order", "rib of beef", "time") > at(w, "order", "goose", "time"),
]

QUESTIONS = [
    ("Who's the goose for?", lambda w: who(w, "order", "goose")),
    ("What time's Dr Sahota coming?", lambda w: hhmm(w["time"]["Dr Sahota"])),
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
