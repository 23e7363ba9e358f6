#!/usr/bin/env python3
"""Brute force for x08_eisteddfod.txt (a village eisteddfod's under-12s results sheet)."""
import itertools
import sys

NAMES = ["Gethin", "Ffion", "Cerys", "Dafydd", "Osian"]
CATEGORIES = {
    "competition": ["recitation", "solo singing", "piano", "harp", "folk dance"],
    "mark": [78, 82, 85, 88, 91],      # adjudicator's mark out of 100
}

CLUES = [
    # 1. Ffion scored 3 marks more than the harpist.
    lambda w: w["mark"]["Ffion"] == at(w, "competition", "harp", "mark") + 3,
    # 2. The recitation got the top mark of the day.
    lambda w: at(w, "competition", "recitation", "mark") == 91,
    # 3. Dafydd didn't enter the singing or the recitation.
    lambda w: w["competition"]["Dafydd"] not in ("solo singing", "recitation"),
    # 4. The folk dance mark was 6 below the singing mark.
    lambda w: at(w, "competition", "folk dance", "mark") == at(w, "competition", "solo singing", "mark") - 6,
    # 5. Gethin got the lowest mark of the five.
    lambda w: w["mark"]["Gethin"] == 78,
    # 6. Dafydd finished with a higher mark than Osian.
    lambda w: w["mark"]["Dafydd"] > w["mark"]["Osian"],
]

QUESTIONS = [
    ("Who played the harp?", lambda w: who(w, "competition", "harp")),
    ("What mark did Ffion get?", lambda w: str(w["mark"]["Ffion"])),
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
