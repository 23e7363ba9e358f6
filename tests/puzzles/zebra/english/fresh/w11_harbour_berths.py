#!/usr/bin/env python3
"""Brute force for w11_harbour_berths.txt (a harbourmaster's log, with a note for the relief)."""
import itertools
import sys

NAMES = ["Kittiwake", "Saucy Sue", "Morwenna", "Blue Jay", "Second Wind"]
BERTHS = ["V1", "V2", "V3", "V4", "V5"]      # in a row, V1 at the shore end, V5 at the seaward end
CATEGORIES = {
    "berth": BERTHS,
    "port": ["Falmouth", "Cherbourg", "Dartmouth", "Guernsey", "Brixham"],
    "metres": [8.5, 9.2, 10.1, 11.4, 12.0],     # length overall
}


def b(w, n):
    return BERTHS.index(w["berth"][n]) + 1


CLUES = [
    # 1. Saucy Sue is on V5, right at the end
    lambda w: w["berth"]["Saucy Sue"] == "V5",
    # 2. the smallest boat is on V1, at the shore end
    lambda w: at(w, "metres", 8.5, "berth") == "V1",
    # 3. Blue Jay is the smallest boat on the pontoon
    lambda w: w["metres"]["Blue Jay"] == 8.5,
    # 4. the biggest boat is the one from Guernsey
    lambda w: at(w, "port", "Guernsey", "metres") == 12.0,
    # 5. the biggest boat is two berths further out than Morwenna
    lambda w: b(w, who(w, "metres", 12.0)) == b(w, "Morwenna") + 2,
    # 6. the Cherbourg boat is between Morwenna and Second Wind (one either side)
    lambda w: {b(w, who(w, "port", "Cherbourg")) - 1, b(w, who(w, "port", "Cherbourg")) + 1}
              == {b(w, "Morwenna"), b(w, "Second Wind")},
    # 7. the Falmouth boat is next to the Brixham boat
    lambda w: abs(b(w, who(w, "port", "Falmouth")) - b(w, who(w, "port", "Brixham"))) == 1,
    # 8. the Falmouth boat is longer than the Dartmouth boat
    lambda w: at(w, "port", "Falmouth", "metres") > at(w, "port", "Dartmouth", "metres"),
    # 9. Kittiwake is shorter than Saucy Sue
    lambda w: w["metres"]["Kittiwake"] < w["metres"]["Saucy Sue"],
]

QUESTIONS = [
    ("Which boat is from Guernsey?", lambda w: who(w, "port", "Guernsey")),
    ("Which berth is Kittiwake on?", lambda w: w["berth"]["Kittiwake"]),
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
