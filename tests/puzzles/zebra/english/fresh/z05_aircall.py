#!/usr/bin/env python3
"""Brute force for z05_aircall.txt (School of the Air newsletter with a radio lesson transcript)."""
import itertools
import sys

NAMES = ["Jodie", "Sam", "Trent", "Merrilee", "Kevin"]
CATEGORIES = {
    "station": ["Mulga Creek", "Koonalda", "Wirrawee", "Bundara", "Coolabah Springs"],
    "km": [95, 140, 210, 260, 330],                 # km from Broken Hill
}

CLUES = [
    # 1. SAM: We're the closest to Broken Hill of anyone in the class, Mrs Hallett.
    lambda w: w["km"]["Sam"] == 95,
    # 2. TRENT: Our place is further out than Jodie's.
    lambda w: w["km"]["Trent"] > w["km"]["Jodie"],
    # 3. MERRILEE: Coolabah Springs is seventy kilometres further out than us.
    lambda w: at(w, "station", "Coolabah Springs", "km") - w["km"]["Merrilee"] == 70,
    # 4. JODIE: I don't live on Bundara and I don't live on Coolabah Springs.
    lambda w: w["station"]["Jodie"] not in ("Bundara", "Coolabah Springs"),
    # 5. KEVIN: Koonalda is more than twice as far from Broken Hill as Mulga Creek is.
    lambda w: at(w, "station", "Koonalda", "km") > 2 * at(w, "station", "Mulga Creek", "km"),
    # 6. MRS HALLETT: Wirrawee is a hundred and twenty kilometres further out than Coolabah Springs.
    lambda w: at(w, "station", "Wirrawee", "km") - at(w, "station", "Coolabah Springs", "km") == 120,
]

QUESTIONS = [
    ("Which station does Kevin live on?", lambda w: w["station"]["Kevin"]),
    ("How far is Koonalda from Broken Hill?", lambda w: "%d km" % at(w, "station", "Koonalda", "km")),
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
