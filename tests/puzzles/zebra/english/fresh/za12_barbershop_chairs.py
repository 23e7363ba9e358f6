#!/usr/bin/env python3
"""Brute force for za12_barbershop_chairs.txt ("in a row" riddle: four barber's chairs)."""
import itertools
import sys

NAMES = ["Angelo", "Dev", "Marcus", "Tomasz"]          # the barbers
CATEGORIES = {
    "chair": [1, 2, 3, 4],              # 1 = nearest the door ... 4 = nearest the back
    "customer": ["Mr. Kemp", "Mr. Lowe", "Mr. Nash", "Mr. Pryor"],
    "cut": ["beard trim", "buzz cut", "fade", "short back and sides"],
}

CLUES = [
    # 1. Angelo's chair is next to Marcus's, on the side nearer the door.
    (("chair",), lambda w: w["chair"]["Angelo"] + 1 == w["chair"]["Marcus"]),
    # 2. The fade was being given in a chair next to Mr. Nash's.
    (("chair", "customer", "cut"), lambda w: abs(at(w, "cut", "fade", "chair") - at(w, "customer", "Mr. Nash", "chair")) == 1),
    # 3. Mr. Lowe wasn't in either of the two middle chairs.
    (("chair", "customer"), lambda w: at(w, "customer", "Mr. Lowe", "chair") in (1, 4)),
    # 4. The beard trim was nearer the door than the short back and sides.
    (("chair", "cut"), lambda w: at(w, "cut", "beard trim", "chair") < at(w, "cut", "short back and sides", "chair")),
    # 5. Tomasz was doing neither the beard trim nor the buzz cut.
    (("cut",), lambda w: w["cut"]["Tomasz"] not in ("beard trim", "buzz cut")),
    # 6. Mr. Pryor's barber was neither Dev nor Tomasz.
    (("customer",), lambda w: who(w, "customer", "Mr. Pryor") not in ("Dev", "Tomasz")),
    # 7. Mr. Lowe was being seen to by either Marcus or Tomasz.
    (("customer",), lambda w: who(w, "customer", "Mr. Lowe") in ("Marcus", "Tomasz")),
    # 8. Tomasz doesn't work at the chair nearest the door.
    (("chair",), lambda w: w["chair"]["Tomasz"] != 1),
    # 9. Of Mr. Kemp and the man having the buzz cut, one was in chair 2 and the other in chair 4.
    (("chair", "customer", "cut"), lambda w: at(w, "customer", "Mr. Kemp", "cut") != "buzz cut" and
        sorted([at(w, "customer", "Mr. Kemp", "chair"), at(w, "cut", "buzz cut", "chair")]) == [2, 4]),
]

QUESTIONS = [
    ("Who was cutting Mr. Kemp's hair?", lambda w: who(w, "customer", "Mr. Kemp")),
    ("What was Mr. Nash having done?", lambda w: at(w, "customer", "Mr. Nash", "cut")),
]


# ---------------------------------------------------------------------------
# brute force: every list runs through every permutation; each clue is
# tested as soon as all the lists it mentions have been filled in.
# ---------------------------------------------------------------------------
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
    keys = list(CATEGORIES)
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    levels = [[] for _ in keys]
    for i, (needs, f) in enumerate(CLUES, 1):
        if i == skip:
            continue
        lvl = max([keys.index(c) for c in needs] or [0])
        levels[lvl].append(f)
    found = []
    w = {"name": {n: n for n in NAMES}}

    def rec(i):
        if i == len(keys):
            found.append({k: dict(v) for k, v in w.items()})
            return
        for p in perms[i]:
            w[keys[i]] = p
            if all(f(w) for f in levels[i]):
                rec(i + 1)
        del w[keys[i]]

    rec(0)
    return found


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
    if "--all" in argv:
        for w in solve():
            show(w)
            print()
        return
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
