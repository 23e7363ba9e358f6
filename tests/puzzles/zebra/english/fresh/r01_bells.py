#!/usr/bin/env python3
"""Brute force for r01_bells.txt (parish magazine "Brain Teaser Corner")."""
import itertools
import sys

NAMES = ["Mrs Ogden", "Mr Hale", "Dr Pryce", "Miss Tandy"]
BELLS = ["treble", "second", "third", "tenor"]     # in ringing order
CATEGORIES = {
    "bell": BELLS,     # bell rung at Thursday practice
    "years": [3, 7, 12, 25],     # years each has been ringing
}


def pos(w, n):
    """Place of n's bell in the order treble, second, third, tenor (1-4)."""
    return BELLS.index(w["bell"][n]) + 1


CLUES = [
    # 1. Whoever rang the tenor has been at it the longest of the four.
    lambda w: at(w, "bell", "tenor", "years") == 25,
    # 2. Mr Hale rang the bell immediately before Dr Pryce's in rounds.
    lambda w: pos(w, "Dr Pryce") == pos(w, "Mr Hale") + 1,
    # 3. Miss Tandy has been ringing five years longer than Mr Hale.
    lambda w: w["years"]["Miss Tandy"] == w["years"]["Mr Hale"] + 5,
    # 4. Mrs Ogden, who isn't our newest recruit, didn't ring the treble.
    lambda w: w["years"]["Mrs Ogden"] != 3 and w["bell"]["Mrs Ogden"] != "treble",
    # 5. Miss Tandy didn't ring the treble either.
    lambda w: w["bell"]["Miss Tandy"] != "treble",
]

QUESTIONS = [
    ("Who rang the treble?", lambda w: who(w, "bell", "treble")),
    ("How many years has Dr Pryce been ringing?", lambda w: str(w["years"]["Dr Pryce"])),
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
