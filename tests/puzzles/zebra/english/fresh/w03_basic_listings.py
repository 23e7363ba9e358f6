#!/usr/bin/env python3
"""Brute force for w03_basic_listings.txt (a 1980s US home-computer magazine's puzzle page)."""
import itertools
import sys

NAMES = ["Kevin", "Jennifer", "Scott", "Michelle", "Brian"]
CATEGORIES = {
    "program": ["adventure game", "checkbook balancer", "music player", "space shooter", "recipe file"],
    "computer": ["Commodore 64", "Apple IIe", "TRS-80", "Atari 800", "TI-99/4A"],
    "lines": [120, 240, 360, 480, 600],
}

CLUES = [
    # 1. The adventure game is the longest listing of the five.
    lambda w: at(w, "program", "adventure game", "lines") == 600,
    # 2. The listing done on the TI-99/4A is exactly twice as long as Scott's.
    lambda w: at(w, "computer", "TI-99/4A", "lines") == 2 * w["lines"]["Scott"],
    # 3. Michelle's listing is longer than the recipe file but shorter than the space shooter.
    lambda w: at(w, "program", "recipe file", "lines") < w["lines"]["Michelle"] < at(w, "program", "space shooter", "lines"),
    # 4. Jennifer typed hers on the Commodore 64.
    lambda w: w["computer"]["Jennifer"] == "Commodore 64",
    # 5. The TRS-80 program is shorter than Brian's.
    lambda w: at(w, "computer", "TRS-80", "lines") < w["lines"]["Brian"],
    # 6. Kevin didn't use the Apple.
    lambda w: w["computer"]["Kevin"] != "Apple IIe",
    # 7. Kevin's listing is twice as long as Brian's.
    lambda w: w["lines"]["Kevin"] == 2 * w["lines"]["Brian"],
    # 8. The music player runs three times as many lines as the checkbook balancer does.
    lambda w: at(w, "program", "music player", "lines") == 3 * at(w, "program", "checkbook balancer", "lines"),
]

QUESTIONS = [
    ("Who wrote the space shooter?", lambda w: who(w, "program", "space shooter")),
    ("Which computer does the checkbook balancer run on?", lambda w: at(w, "program", "checkbook balancer", "computer")),
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
