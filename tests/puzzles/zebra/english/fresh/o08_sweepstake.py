#!/usr/bin/env python3
"""Brute force for o08_sweepstake.txt (office sweepstake email)."""
import itertools
import sys

NAMES = ["Karen", "Dave", "Sunil", "Becky", "Mo"]
PLACES = ["1st", "2nd", "3rd", "4th", "5th"]
CATEGORIES = {
    "horse": ["Lucky Biscuit", "Thunder Mug", "Printer Jam", "Casual Friday", "Mr Stapler"],
    "place": PLACES,
}


def p(x):
    return PLACES.index(x) + 1


CLUES = [
    # 1. Dave's horse came in last.
    lambda w: p(w["place"]["Dave"]) == 5,
    # 2. Printer Jam finished ahead of Mr Stapler.
    lambda w: p(at(w, "horse", "Printer Jam", "place")) < p(at(w, "horse", "Mr Stapler", "place")),
    # 3. Karen's horse finished two places behind Sunil's.
    lambda w: p(w["place"]["Karen"]) == p(w["place"]["Sunil"]) + 2,
    # 4. Becky drew neither Casual Friday nor Lucky Biscuit.
    lambda w: w["horse"]["Becky"] not in ("Casual Friday", "Lucky Biscuit"),
    # 5. Mo's horse finished immediately behind Lucky Biscuit.
    lambda w: p(w["place"]["Mo"]) == p(at(w, "horse", "Lucky Biscuit", "place")) + 1,
    # 6. Casual Friday finished somewhere behind Mr Stapler.
    lambda w: p(at(w, "horse", "Casual Friday", "place")) > p(at(w, "horse", "Mr Stapler", "place")),
    # 7. Dave didn't draw Casual Friday.
    lambda w: w["horse"]["Dave"] != "Casual Friday",
    # 8. Sunil's horse beat Becky's.
    lambda w: p(w["place"]["Sunil"]) < p(w["place"]["Becky"]),
]

QUESTIONS = [
    ("Who won the sweep?", lambda w: who(w, "place", "1st")),
    ("Where did Casual Friday finish?", lambda w: at(w, "horse", "Casual Friday", "place")),
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
