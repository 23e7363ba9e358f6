#!/usr/bin/env python3
"""Brute force for v12_firehouse.txt (firehouse kitchen whiteboard, cook rotation)."""
import itertools
import sys

NAMES = ["Sully", "Ortega", "Kowal", "Dee"]
NIGHTS = ["Mon", "Tue", "Wed", "Thu"]
CATEGORIES = {
    "night": NIGHTS,
    "dish": ["chili", "tacos", "meatloaf", "stir-fry"],
    "rig": ["Engine", "Ladder", "Rescue", "Medic"],
    "years": [2, 5, 9, 16],            # years on the job
}


def nt(w, n):
    return NIGHTS.index(w["night"][n])


CLUES = [
    # 1. meatloaf is the night after tacos
    lambda w: nt(w, who(w, "dish", "meatloaf")) == nt(w, who(w, "dish", "tacos")) + 1,
    # 2. Ortega cooks earlier in the week than Sully
    lambda w: nt(w, "Ortega") < nt(w, "Sully"),
    # 3. the Ladder guy has 7 more years on than Dee
    lambda w: at(w, "rig", "Ladder", "years") == w["years"]["Dee"] + 7,
    # 4. the probie (fewest years) cooks Monday
    lambda w: at(w, "years", 2, "night") == "Mon",
    # 5. Engine is cooking neither chili nor stir-fry
    lambda w: at(w, "rig", "Engine", "dish") not in ("chili", "stir-fry"),
    # 6. Medic cooks Thursday
    lambda w: at(w, "rig", "Medic", "night") == "Thu",
    # 7. Kowal is on Rescue
    lambda w: w["rig"]["Kowal"] == "Rescue",
    # 8. Kowal has 4 years less than the meatloaf cook
    lambda w: w["years"]["Kowal"] == at(w, "dish", "meatloaf", "years") - 4,
    # 9. the chili cook has the most years
    lambda w: at(w, "dish", "chili", "years") == 16,
]

QUESTIONS = [
    ("Who's making the chili?", lambda w: who(w, "dish", "chili")),
    ("What night is Ortega cooking?", lambda w: w["night"]["Ortega"]),
    ("How many years has Sully got on?", lambda w: str(w["years"]["Sully"])),
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
