#!/usr/bin/env python3
"""Brute force for za07_crossword_final.txt (magazine logic problem: crossword championship final)."""
import itertools
import sys

NAMES = ["Fenella", "Gordon", "Harriet", "Ivan", "Judith"]
CATEGORIES = {
    "town": ["Bath", "Derby", "Ely", "Leeds", "York"],
    "time": [14, 17, 19, 22, 26],        # minutes to finish the grid
}

CLUES = [
    # 1. The fastest solver came from Leeds.
    (("town", "time"), lambda w: at(w, "time", 14, "town") == "Leeds"),
    # 2. Ivan took five minutes longer than Judith.
    (("time",), lambda w: w["time"]["Ivan"] == w["time"]["Judith"] + 5),
    # 3. Fenella isn't from Bath or Derby.
    (("town",), lambda w: w["town"]["Fenella"] not in ("Bath", "Derby")),
    # 4. Of Harriet and the solver from Bath, one was the quickest of the five and the other the slowest.
    (("town", "time"), lambda w: who(w, "town", "Bath") != "Harriet" and
        sorted([w["time"]["Harriet"], at(w, "town", "Bath", "time")]) == [14, 26]),
    # 5. The solver from York finished three minutes ahead of the solver from Ely.
    (("town", "time"), lambda w: at(w, "town", "York", "time") + 3 == at(w, "town", "Ely", "time")),
]

QUESTIONS = [
    ("Who comes from Derby?", lambda w: who(w, "town", "Derby")),
    ("How long did Fenella take?", lambda w: "%d minutes" % w["time"]["Fenella"]),
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
