#!/usr/bin/env python3
"""Brute force for w07_staffroom_verse.txt (a deputy head's rhyming end-of-term puzzle)."""
import itertools
import sys

NAMES = ["Mr Dodd", "Miss Kaur", "Mrs Lyle", "Mr Pratt"]
CATEGORIES = {
    "place": ["Crete", "Cornwall", "Iceland", "Lisbon"],
    "nights": [4, 7, 10, 14],
    "date": [20, 22, 25, 27],     # day of July they leave
}

CLUES = [
    # 1. Miss Kaur has got the shortest trip
    lambda w: w["nights"]["Miss Kaur"] == 4,
    # 2. Lyle is staying three nights more than Pratt
    lambda w: w["nights"]["Mrs Lyle"] == w["nights"]["Mr Pratt"] + 3,
    # 3. Lisbon isn't Lyle's, and it isn't Dodd's
    lambda w: w["place"]["Mrs Lyle"] != "Lisbon" and w["place"]["Mr Dodd"] != "Lisbon",
    # 4. the Iceland trip is shorter than the one to Crete
    lambda w: at(w, "place", "Iceland", "nights") < at(w, "place", "Crete", "nights"),
    # 5. Pratt leaves two days after whoever's Iceland-bound departs
    lambda w: w["date"]["Mr Pratt"] == at(w, "place", "Iceland", "date") + 2,
    # 6. Cornwall's traveller is on the road before the Crete-bound one starts
    lambda w: at(w, "place", "Cornwall", "date") < at(w, "place", "Crete", "date"),
    # 7. Mrs Lyle's the last to leave
    lambda w: w["date"]["Mrs Lyle"] == 27,
]

WORDS = {4: "four", 7: "seven", 10: "ten", 14: "fourteen"}

QUESTIONS = [
    ("Who's off to Lisbon?", lambda w: who(w, "place", "Lisbon")),
    ("How many nights is Mr Dodd away?", lambda w: WORDS[w["nights"]["Mr Dodd"]]),
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
