#!/usr/bin/env python3
"""Brute force for r06_lighthouse.txt (puzzle magazine, classic logic problem)."""
import itertools
import sys

NAMES = ["Amos", "Ezra", "Josiah", "Silas", "Tobias"]
CATEGORIES = {
    "surname": ["Blackett", "Corran", "Pengelly", "Quayle", "Trevail"],
    "light": ["Godrevy", "Longships", "Pendeen", "St Anthony", "Wolf Rock"],
    "year": [1882, 1887, 1892, 1897, 1902],     # year he joined the service
}


def yr(w, cat, val):
    """Year of joining of whoever has `cat` == `val`."""
    return at(w, cat, val, "year")


CLUES = [
    # 1. Ezra joined the service five years before the man who kept St Anthony.
    lambda w: w["year"]["Ezra"] == yr(w, "light", "St Anthony") - 5,
    # 2. Mr Blackett was the most recent recruit of the five.
    lambda w: yr(w, "surname", "Blackett") == 1902,
    # 3. The keeper of the Wolf Rock joined ten years after Mr Pengelly.
    lambda w: yr(w, "light", "Wolf Rock") == yr(w, "surname", "Pengelly") + 10,
    # 4. Mr Corran joined later than Amos.
    lambda w: yr(w, "surname", "Corran") > w["year"]["Amos"],
    # 5. Josiah was keeper of neither Godrevy nor St Anthony.
    lambda w: w["light"]["Josiah"] not in ("Godrevy", "St Anthony"),
    # 6. The man at Longships was neither Mr Quayle nor Mr Trevail.
    lambda w: at(w, "light", "Longships", "surname") not in ("Quayle", "Trevail"),
    # 7. Mr Trevail joined before Mr Quayle.
    lambda w: yr(w, "surname", "Trevail") < yr(w, "surname", "Quayle"),
    # 8. Pendeen's keeper joined five years after the Wolf Rock man.
    lambda w: yr(w, "light", "Pendeen") == yr(w, "light", "Wolf Rock") + 5,
    # 9. Ezra kept either Godrevy or Pendeen.
    lambda w: w["light"]["Ezra"] in ("Godrevy", "Pendeen"),
    # 10. Josiah joined fifteen years after Silas.
    lambda w: w["year"]["Josiah"] == w["year"]["Silas"] + 15,
]

QUESTIONS = [
    ("What was Tobias's surname?", lambda w: w["surname"]["Tobias"]),
    ("Which lighthouse did Mr Quayle keep?", lambda w: at(w, "surname", "Quayle", "light")),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation
# ---------------------------------------------------------------------------
def worlds():
    keys = list(CATEGORIES)
    ident = {n: n for n in NAMES}
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    for combo in itertools.product(*perms):
        w = dict(zip(keys, combo))
        w["name"] = ident
        yield w


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
    return [w for w in worlds() if all(c(w) for c in active)]


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
