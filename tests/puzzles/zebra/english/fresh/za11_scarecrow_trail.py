#!/usr/bin/env python3
"""Brute force for za11_scarecrow_trail.txt ("in a row" riddle: scarecrows along a village lane)."""
import itertools
import sys

NAMES = ["the Ashtons", "the Bells", "the Coopers", "the Dixons", "the Evanses"]
CATEGORIES = {
    "pos": [1, 2, 3, 4, 5],             # 1 = nearest the church ... 5 = nearest the pub
    "figure": ["astronaut", "footballer", "king", "nurse", "pirate"],
}


def between(a, b, c):
    return min(b, c) < a < max(b, c)


CLUES = [
    # 1. The king stands at one end of the trail.
    (("pos", "figure"), lambda w: at(w, "figure", "king", "pos") in (1, 5)),
    # 2. The Bells' scarecrow is somewhere between the astronaut and the king.
    (("pos", "figure"), lambda w: between(w["pos"]["the Bells"], at(w, "figure", "astronaut", "pos"), at(w, "figure", "king", "pos"))),
    # 3. The Ashtons' scarecrow stands next to the Coopers'.
    (("pos",), lambda w: abs(w["pos"]["the Ashtons"] - w["pos"]["the Coopers"]) == 1),
    # 4. The nurse is nearer the church than the pirate is.
    (("pos", "figure"), lambda w: at(w, "figure", "nurse", "pos") < at(w, "figure", "pirate", "pos")),
    # 5. There are exactly two scarecrows between the Coopers' and the Bells'.
    (("pos",), lambda w: abs(w["pos"]["the Coopers"] - w["pos"]["the Bells"]) == 3),
    # 6. The Dixons made neither the footballer nor the astronaut.
    (("figure",), lambda w: w["figure"]["the Dixons"] not in ("footballer", "astronaut")),
    # 7. The Coopers' scarecrow is nearer the church than the Dixons'.
    (("pos",), lambda w: w["pos"]["the Coopers"] < w["pos"]["the Dixons"]),
    # 8. The pirate was made either by the Ashtons or by the Evanses.
    (("figure",), lambda w: who(w, "figure", "pirate") in ("the Ashtons", "the Evanses")),
    # 9. The astronaut is not next to the nurse.
    (("pos", "figure"), lambda w: abs(at(w, "figure", "astronaut", "pos") - at(w, "figure", "nurse", "pos")) != 1),
]

QUESTIONS = [
    ("Who made the pirate?", lambda w: who(w, "figure", "pirate")),
    ("What figure did the Evanses make?", lambda w: w["figure"]["the Evanses"]),
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
