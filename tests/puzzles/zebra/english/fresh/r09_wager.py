#!/usr/bin/env python3
"""Brute force for r09_wager.txt (Victorian book of puzzles)."""
import itertools
import sys

NAMES = ["Colonel Fitzwarren", "Sir Jasper Hume", "Mr Pell", "Captain Ormsby", "Mr Dabney"]
HORSES = ["Tamerlane", "Cossack", "Nutmeg", "Gay Lothario", "Little Wonder"]   # in finishing order
CATEGORIES = {
    "horse": HORSES,
    "stake": [5, 10, 15, 20, 25],     # guineas
}


def fin(w, n):
    """Finishing place (1-5) of the horse n backed."""
    return HORSES.index(w["horse"][n]) + 1


CLUES = [
    # 1. The greatest sum of the five was laid upon the horse that came in last.
    lambda w: at(w, "horse", "Little Wonder", "stake") == 25,
    # 2. The Reverend Mr Pell ventured exactly one half of what Captain Ormsby ventured.
    lambda w: w["stake"]["Mr Pell"] * 2 == w["stake"]["Captain Ormsby"],
    # 3. The Colonel's horse passed the post immediately before the parson's.
    lambda w: fin(w, "Colonel Fitzwarren") == fin(w, "Mr Pell") - 1,
    # 4. The gentleman who backed the winner had staked five guineas less than Mr Dabney.
    lambda w: at(w, "horse", "Tamerlane", "stake") == w["stake"]["Mr Dabney"] - 5,
    # 5. Sir Jasper's horse finished behind Mr Dabney's.
    lambda w: fin(w, "Sir Jasper Hume") > fin(w, "Mr Dabney"),
    # 6. Neither the Colonel nor Sir Jasper had backed the winner.
    lambda w: w["horse"]["Colonel Fitzwarren"] != "Tamerlane" and w["horse"]["Sir Jasper Hume"] != "Tamerlane",
    # 7. Less was staked upon Nutmeg than upon Tamerlane.
    lambda w: at(w, "horse", "Nutmeg", "stake") < at(w, "horse", "Tamerlane", "stake"),
]

QUESTIONS = [
    ("Which horse did Mr Dabney back?", lambda w: w["horse"]["Mr Dabney"]),
    ("What sum did Colonel Fitzwarren stake?", lambda w: "%d guineas" % w["stake"]["Colonel Fitzwarren"]),
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
