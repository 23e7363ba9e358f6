#!/usr/bin/env python3
"""Brute force for z11_ledger.txt (1926 Chicago bootlegger's bookkeeper's letter after the book was burned)."""
import itertools
import sys

NAMES = ["the Green Door", "Sal's", "the Pharmacy"]
CATEGORIES = {
    "driver": ["Frankie", "Louie", "Dutch"],
    "cases": [10, 15, 25],
    "night": [2, 4, 6],                 # 2 = Tuesday, 4 = Thursday, 6 = Saturday
    "price": [45, 60, 70],              # dollars a case
}
NIGHT = {2: "Tuesday", 4: "Thursday", 6: "Saturday"}

CLUES = [
    # (a) The biggest order goes at the lowest price a case.
    lambda w: at(w, "cases", 25, "price") == 45,
    # (b) Frankie drives two nights before Louie does.
    lambda w: at(w, "driver", "Frankie", "night") + 2 == at(w, "driver", "Louie", "night"),
    # (c) The Thursday drop is 15 cases.
    lambda w: at(w, "night", 4, "cases") == 15,
    # (d) Whoever is paying $70 gets it on Tuesday.
    lambda w: at(w, "price", 70, "night") == 2,
    # (e) The Pharmacy pays ten dollars a case less than Sal's.
    lambda w: w["price"]["Sal's"] - w["price"]["the Pharmacy"] == 10,
    # (f) Dutch carries fewer cases than Frankie.
    lambda w: at(w, "driver", "Dutch", "cases") < at(w, "driver", "Frankie", "cases"),
]

QUESTIONS = [
    ("Who drives for the Pharmacy?", lambda w: w["driver"]["the Pharmacy"]),
    ("What is Sal's paying a case?", lambda w: "$%d" % w["price"]["Sal's"]),
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
