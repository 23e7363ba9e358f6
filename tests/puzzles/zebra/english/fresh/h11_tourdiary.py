#!/usr/bin/env python3
# h11_tourdiary -- indie band's tour diary blog, one mishap per member
import sys
from itertools import permutations

PEOPLE = ["Fitz", "Nell", "Ozzy", "Juno", "Dara"]
CATS = [
    ("date", ["March 3", "March 4", "March 6", "March 7", "March 9"]),
    ("city", ["Leeds", "Glasgow", "Bristol", "Cardiff", "Norwich"]),
    ("oops", ["left the setlist in a taxi", "missed soundcheck", "snapped a string",
              "lost their voice", "got locked out of the van"]),
]


def D(p):
    return int(v(p, "date").split()[1])


CLUES = [
    # 1. The Glasgow gig was three days after the Bristol gig.
    (("date", "city"), lambda: D(w("city", "Glasgow")) == D(w("city", "Bristol")) + 3),
    # 2. The string snapped two days after the van lockout.
    (("date", "oops"), lambda: D(w("oops", "snapped a string")) == D(w("oops", "got locked out of the van")) + 2),
    # 3. Of Fitz and the Norwich culprit, one left the setlist in a taxi and the other got locked out of the van.
    (("city", "oops"), lambda: w("city", "Norwich") != "Fitz" and
        {v("Fitz", "oops"), v(w("city", "Norwich"), "oops")} == {"left the setlist in a taxi", "got locked out of the van"}),
    # 4. Leeds came after Norwich.
    (("date", "city"), lambda: D(w("city", "Leeds")) > D(w("city", "Norwich"))),
    # 5. Nell's mishap came before everyone else's.
    (("date",), lambda: v("Nell", "date") == "March 3"),
    # 6. The lost voice was the day after the missed soundcheck.
    (("date", "oops"), lambda: D(w("oops", "lost their voice")) == D(w("oops", "missed soundcheck")) + 1),
    # 7. Dara wasn't the one in Leeds.
    (("city",), lambda: v("Dara", "city") != "Leeds"),
    # 8. Fitz's mishap came two days after Juno's.
    (("date",), lambda: D("Fitz") == D("Juno") + 2),
]


# ---------------------------------------------------------------------------
# brute force: every category is a permutation over PEOPLE (in PEOPLE order);
# a clue is tested as soon as all the categories it mentions are filled in.
A = {}


def v(person, cat):
    """value of category `cat` held by `person`"""
    return A[cat][PEOPLE.index(person)]


def w(cat, value):
    """the person who holds `value` in category `cat`"""
    return PEOPLE[A[cat].index(value)]


def xor(a, b):
    return bool(a) != bool(b)


def solve(skip=()):
    names = [c for c, _ in CATS]
    levels = [[] for _ in CATS]
    for k, (cats, f) in enumerate(CLUES, 1):
        if k not in skip:
            levels[max(names.index(c) for c in cats)].append(f)
    out = []

    def rec(i):
        if i == len(CATS):
            out.append({c: A[c] for c in names})
            return
        c, vals = CATS[i]
        for p in permutations(vals):
            A[c] = p
            if all(f() for f in levels[i]):
                rec(i + 1)
        del A[c]

    rec(0)
    return out


if __name__ == "__main__":
    skip = {int(a) for a in sys.argv[1:]}  # clue number(s) to leave out
    sols = solve(skip)
    print(len(sols))
    for s in sols[:20]:
        for i, p in enumerate(PEOPLE):
            print(" | ".join([p] + [str(s[c][i]) for c, _ in CATS]))
        print()
    if len(sols) > 20:
        print("... (%d more)" % (len(sols) - 20))
