#!/usr/bin/env python3
"""Brute force for t08_wedding_seating.txt (mother of the bride's seating-plan email to the venue)."""
import itertools
import sys

NAMES = ["Nana Pat", "Uncle Ray", "Auntie Sue", "Jordan", "Father Declan"]
CATEGORIES = {
    "seat": [1, 2, 3, 4, 5],           # Table 7 along the window, seat 1 at the door end
    "meal": ["beef", "salmon", "risotto", "chicken", "Wellington"],
}


CLUES = [
    # 1. Nana Pat has to be next to Uncle Ray
    lambda w: abs(w["seat"]["Nana Pat"] - w["seat"]["Uncle Ray"]) == 1,
    # 2. Auntie Sue and Uncle Ray must NOT be next to each other.
    lambda w: abs(w["seat"]["Auntie Sue"] - w["seat"]["Uncle Ray"]) != 1,
    # 3. Jordan at one end please.
    lambda w: w["seat"]["Jordan"] in (1, 5),
    # 4. Whoever's having the beef should be at the door end (seat 1)
    lambda w: at(w, "meal", "beef", "seat") == 1,
    # 5. Nana Pat isn't having the beef or the chicken
    lambda w: w["meal"]["Nana Pat"] not in ("beef", "chicken"),
    # 6. the risotto needs to be further from the door than the chicken
    lambda w: at(w, "meal", "risotto", "seat") > at(w, "meal", "chicken", "seat"),
    # 7. Jordan isn't having the beef
    lambda w: w["meal"]["Jordan"] != "beef",
    # 8. Auntie Sue is the Wellington, obviously.
    lambda w: w["meal"]["Auntie Sue"] == "Wellington",
    # 9. And Father Declan next to Nana Pat.
    lambda w: abs(w["seat"]["Father Declan"] - w["seat"]["Nana Pat"]) == 1,
]

QUESTIONS = [
    ("Who is in seat 3?", lambda w: who(w, "seat", 3)),
    ("What is Nana Pat having?", lambda w: w["meal"]["Nana Pat"]),
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
