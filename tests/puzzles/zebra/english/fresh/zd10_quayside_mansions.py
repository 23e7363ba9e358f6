#!/usr/bin/env python3
"""Brute force for zd10_quayside_mansions.txt (residents on five floors)."""
import itertools
import sys

NAMES = ["Mr Fenner", "Mrs Gosling", "Ms Hardacre", "Mr Ingles", "Mrs Jolly"]
CATEGORIES = {
    "floor": [1, 2, 3, 4, 5],          # 1 = first floor, 5 = top
    "job": ["dentist", "baker", "cellist", "plumber", "solicitor"],
}

CLUES = [
    # 1. The cellist's flat is directly above the solicitor's.
    lambda w: at(w, "job", "cellist", "floor") == at(w, "job", "solicitor", "floor") + 1,
    # 2. Mrs Gosling lives two floors above Mr Fenner.
    lambda w: w["floor"]["Mrs Gosling"] == w["floor"]["Mr Fenner"] + 2,
    # 3. Nobody lives below the baker.
    lambda w: at(w, "job", "baker", "floor") == 1,
    # 4. Ms Hardacre lives somewhere above the cellist, but she isn't the dentist.
    lambda w: w["floor"]["Ms Hardacre"] > at(w, "job", "cellist", "floor") and w["job"]["Ms Hardacre"] != "dentist",
    # 5. Mrs Jolly lives lower down than either of the two men.
    lambda w: w["floor"]["Mrs Jolly"] < min(w["floor"]["Mr Ingles"], w["floor"]["Mr Fenner"]),
    # 6. The dentist has the top-floor flat.
    lambda w: at(w, "job", "dentist", "floor") == 5,
]

QUESTIONS = [
    ("Who lives on the top floor?", lambda w: who(w, "floor", 5)),
    ("What does Mr Ingles do for a living?", lambda w: w["job"]["Mr Ingles"]),
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
