#!/usr/bin/env python3
"""Brute force for u05_bikecafe.txt (community bike-repair cafe session log)."""
import itertools
import sys

NAMES = ["Maggie", "Ian", "Sunil", "Hattie"]     # volunteer fixers
CATEGORIES = {
    "bike": ["Raleigh Chopper", "kid's BMX", "Dutch roadster", "Brompton"],
    "fault": ["puncture", "snapped chain", "buckled wheel", "dodgy brakes"],
    "minutes": [15, 25, 40, 55],
}

CLUES = [
    # 1. The puncture was the quickest job of the day.
    lambda w: at(w, "fault", "puncture", "minutes") == 15,
    # 2. The buckled wheel took half an hour longer than the brakes.
    lambda w: at(w, "fault", "buckled wheel", "minutes") == at(w, "fault", "dodgy brakes", "minutes") + 30,
    # 3. Hattie took longer than Ian but not as long as Maggie.
    lambda w: w["minutes"]["Ian"] < w["minutes"]["Hattie"] < w["minutes"]["Maggie"],
    # 4. The Brompton took longer than the Chopper.
    lambda w: w["minutes"][who(w, "bike", "Brompton")] > w["minutes"][who(w, "bike", "Raleigh Chopper")],
    # 5. The BMX was neither Sunil's nor Hattie's.
    lambda w: w["bike"]["Sunil"] != "kid's BMX" and w["bike"]["Hattie"] != "kid's BMX",
    # 6. Sunil didn't do the Chopper, and the Chopper didn't have a puncture.
    lambda w: w["bike"]["Sunil"] != "Raleigh Chopper" and at(w, "bike", "Raleigh Chopper", "fault") != "puncture",
    # 7. Sunil was quicker than Hattie.
    lambda w: w["minutes"]["Sunil"] < w["minutes"]["Hattie"],
    # 8. Sunil didn't get the puncture.
    lambda w: w["fault"]["Sunil"] != "puncture",
]

QUESTIONS = [
    ("What was wrong with the Brompton?", lambda w: at(w, "bike", "Brompton", "fault")),
    ("Who fixed the Chopper?", lambda w: who(w, "bike", "Raleigh Chopper")),
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
