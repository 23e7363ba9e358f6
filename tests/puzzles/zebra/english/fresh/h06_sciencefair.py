#!/usr/bin/env python3
# h06_sciencefair -- judge's scoring sheet with notes, district science fair
import sys
from itertools import permutations

PEOPLE = ["Ruby", "Soren", "Amara", "Finn"]
CATS = [
    ("project", ["potato battery", "volcano", "crystal garden", "solar oven"]),
    ("score", ["38", "41", "44", "47"]),
    ("grade", ["5th", "6th", "7th", "8th"]),
    ("school", ["Westview", "Lincoln", "St. Jude's", "Maple Ridge"]),
]


def S(p):
    return int(v(p, "score"))


def G(p):
    return int(v(p, "grade")[0])


CLUES = [
    # 1. Amara scored 6 points more than the 8th grader.
    (("score", "grade"), lambda: S("Amara") == S(w("grade", "8th")) + 6),
    # 2. The potato battery is a 7th grader's project.
    (("project", "grade"), lambda: w("project", "potato battery") == w("grade", "7th")),
    # 3. Finn is in neither 5th nor 6th grade.
    (("grade",), lambda: v("Finn", "grade") not in ("5th", "6th")),
    # 4. Of Ruby and the solar oven kid, one is in 7th grade and the other scored 41.
    (("project", "score", "grade"), lambda: w("project", "solar oven") != "Ruby" and (
        (v("Ruby", "grade") == "7th" and v(w("project", "solar oven"), "score") == "41") or
        (v(w("project", "solar oven"), "grade") == "7th" and v("Ruby", "score") == "41"))),
    # 5. The 5th grader scored lower than the 6th grader.
    (("score", "grade"), lambda: S(w("grade", "5th")) < S(w("grade", "6th"))),
    # 6. The volcano was built by the Lincoln student.
    (("project", "school"), lambda: w("project", "volcano") == w("school", "Lincoln")),
    # 7. The St. Jude's entry scored highest.
    (("score", "school"), lambda: v(w("school", "St. Jude's"), "score") == "47"),
    # 8. The Maple Ridge student scored 3 points more than the Lincoln one.
    (("score", "school"), lambda: S(w("school", "Maple Ridge")) == S(w("school", "Lincoln")) + 3),
    # 9. Either Soren or the Westview student is in 7th grade.
    (("grade", "school"), lambda: xor(v("Soren", "grade") == "7th", v(w("school", "Westview"), "grade") == "7th")),
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
