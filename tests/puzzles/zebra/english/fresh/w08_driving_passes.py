#!/usr/bin/env python3
"""Brute force for w08_driving_passes.txt (a driving instructor's Facebook page post)."""
import itertools
import sys

NAMES = ["Aisha", "Callum", "Dominika", "Jordan", "Beth"]
CATEGORIES = {
    "centre": ["Hendon", "Mill Hill", "Borehamwood", "Wood Green", "Chingford"],
    "minors": [1, 3, 5, 7, 9],
    "lessons": [15, 20, 25, 30, 40],
}

CLUES = [
    # 1. Dominika got the fewest minors
    lambda w: w["minors"]["Dominika"] == 1,
    # 2. Jordan needed the fewest lessons
    lambda w: w["lessons"]["Jordan"] == 15,
    # 3. the Hendon pass had two more minors than the Mill Hill pass
    lambda w: at(w, "centre", "Hendon", "minors") == at(w, "centre", "Mill Hill", "minors") + 2,
    # 4. Aisha had 10 more lessons than Beth
    lambda w: w["lessons"]["Aisha"] == w["lessons"]["Beth"] + 10,
    # 5. Callum didn't test at Wood Green or Borehamwood
    lambda w: w["centre"]["Callum"] not in ("Wood Green", "Borehamwood"),
    # 6. whoever went to Borehamwood picked up the most minors
    lambda w: at(w, "centre", "Borehamwood", "minors") == 9,
    # 7. Beth had more minors than Aisha
    lambda w: w["minors"]["Beth"] > w["minors"]["Aisha"],
    # 8. Callum got two more minors than Beth
    lambda w: w["minors"]["Callum"] == w["minors"]["Beth"] + 2,
    # 9. Dominika had five lessons more than Callum
    lambda w: w["lessons"]["Dominika"] == w["lessons"]["Callum"] + 5,
    # 10. the Wood Green pass took the most lessons
    lambda w: at(w, "centre", "Wood Green", "lessons") == 40,
]

QUESTIONS = [
    ("Who passed at Chingford?", lambda w: who(w, "centre", "Chingford")),
    ("How many lessons did Callum have?", lambda w: str(w["lessons"]["Callum"])),
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
