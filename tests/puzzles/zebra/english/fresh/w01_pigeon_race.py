#!/usr/bin/env python3
"""Brute force for w01_pigeon_race.txt (a pigeon racing club secretary's race notes)."""
import itertools
import sys

NAMES = ["Dennis Hulme", "Bert Oakes", "Maureen Platt", "Colin Shenton", "Ray Tasker"]
CATEGORIES = {
    "bird": ["blue bar cock", "red chequer hen", "mealy cock", "grizzle hen", "dark chequer hen"],
    "miles": [142, 147, 151, 156, 163],                      # flying distance to the loft
    "clock": ["11.02", "11.09", "11.15", "11.21", "11.30"],  # time the bird was clocked
}
HENS = ["red chequer hen", "grizzle hen", "dark chequer hen"]


def t(s):
    h, m = s.split(".")
    return int(h) * 60 + int(m)


CLUES = [
    # 1. Maureen's was the first bird on the clock.
    lambda w: w["clock"]["Maureen Platt"] == "11.02",
    # 2. Bert, as ever, has the longest fly in the club.
    lambda w: w["miles"]["Bert Oakes"] == 163,
    # 3. The bird flying to the 147 mile loft was clocked at 11.15.
    lambda w: at(w, "miles", 147, "clock") == "11.15",
    # 4. Colin only races hens.
    lambda w: w["bird"]["Colin Shenton"] in HENS,
    # 5. The grizzle hen was on the clock six minutes before the dark chequer hen.
    lambda w: t(at(w, "bird", "grizzle hen", "clock")) == t(at(w, "bird", "dark chequer hen", "clock")) - 6,
    # 6. Dennis is four miles further out than Ray.
    lambda w: w["miles"]["Dennis Hulme"] == w["miles"]["Ray Tasker"] + 4,
    # 7. The red chequer hen was last of the five home.
    lambda w: at(w, "bird", "red chequer hen", "clock") == "11.30",
    # 8. The blue bar cock was not the first bird clocked.
    lambda w: at(w, "bird", "blue bar cock", "clock") != "11.02",
    # 9. Colin clocked twelve minutes ahead of Dennis.
    lambda w: t(w["clock"]["Colin Shenton"]) == t(w["clock"]["Dennis Hulme"]) - 12,
    # 10. Colin's loft is further out than Dennis's.
    lambda w: w["miles"]["Colin Shenton"] > w["miles"]["Dennis Hulme"],
]

QUESTIONS = [
    ("Who owns the mealy cock?", lambda w: who(w, "bird", "mealy cock")),
    ("At what time was the grizzle hen clocked?", lambda w: at(w, "bird", "grizzle hen", "clock")),
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
