#!/usr/bin/env python3
"""Brute force for r04_camp.txt (Scout leader's camp log book)."""
import itertools
import sys

NAMES = ["Ollie", "Priya", "Finn", "Hannah", "Kwame"]
NIGHTS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "pitch": [1, 2, 3, 4, 5],     # numbered along the hedge, 1 nearest the gate
    "night": NIGHTS,              # night the patrol cooked supper
}


def nt(w, n):
    return NIGHTS.index(w["night"][n])


def pt(w, n):
    return w["pitch"][n]


CLUES = [
    # 1. Hannah's patrol is at one end of the row.
    lambda w: pt(w, "Hannah") in (1, 5),
    # 2. Ollie's patrol cooked the night after Finn's.
    lambda w: nt(w, "Ollie") == nt(w, "Finn") + 1,
    # 3. The patrol nearest the gate did Wednesday's supper
    lambda w: at(w, "pitch", 1, "night") == "Wednesday",
    # 4. Friday's cooks are pitched somewhere between Finn's tent and Ollie's.
    lambda w: min(pt(w, "Finn"), pt(w, "Ollie")) < at(w, "night", "Friday", "pitch") < max(pt(w, "Finn"), pt(w, "Ollie")),
    # 5. Priya's patrol cooked the night before Kwame's.
    lambda w: nt(w, "Priya") == nt(w, "Kwame") - 1,
    # 6. Finn's tent is right next to Hannah's.
    lambda w: abs(pt(w, "Finn") - pt(w, "Hannah")) == 1,
    # 7. Tuesday's cooks are nearer the gate than Thursday's.
    lambda w: at(w, "night", "Tuesday", "pitch") < at(w, "night", "Thursday", "pitch"),
]

QUESTIONS = [
    ("Which pitch is Kwame's patrol on?", lambda w: str(w["pitch"]["Kwame"])),
    ("On which night did Hannah's patrol cook?", lambda w: w["night"]["Hannah"]),
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
