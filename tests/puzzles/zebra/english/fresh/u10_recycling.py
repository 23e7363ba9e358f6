#!/usr/bin/env python3
"""Brute force for u10_recycling.txt (council recycling newsletter street puzzle)."""
import itertools
import sys

NAMES = ["Okafor", "Brennan", "Whitlock"]       # households
CATEGORIES = {
    "house": [1, 3, 5],                # No. 1 on the corner, No. 5 at the turning-head end
    "kg": [18, 23, 31],                # recycling collected in October
    "material": ["glass", "cardboard", "plastic"],
    "moved_in": [1994, 2008, 2021],
}


def h(w, cat, val):
    return at(w, cat, val, "house")


CLUES = [
    # 1. The household that's been there longest put out the most.
    lambda w: at(w, "moved_in", 1994, "kg") == 31,
    # 2. The Okafors and the Brennans aren't next door to each other.
    lambda w: abs(w["house"]["Okafor"] - w["house"]["Brennan"]) != 2,
    # 3. The corner house's (No. 1) bin was mostly glass.
    lambda w: h(w, "material", "glass") == 1,
    # 4. The Brennans put out 5kg more than the Okafors.
    lambda w: w["kg"]["Brennan"] == w["kg"]["Okafor"] + 5,
    # 5. Cardboard wasn't the Okafors' main thing.
    lambda w: w["material"]["Okafor"] != "cardboard",
    # 6. The newest arrivals don't live at No. 5.
    lambda w: h(w, "moved_in", 2021) != 5,
    # 7. The Brennans moved in after the Okafors.
    lambda w: w["moved_in"]["Brennan"] > w["moved_in"]["Okafor"],
]

QUESTIONS = [
    ("Who lives at No. 1?", lambda w: "the %ss" % who(w, "house", 1)),
    ("How much did the household whose bin was mostly plastic put out?", lambda w: "%dkg" % at(w, "material", "plastic", "kg")),
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
