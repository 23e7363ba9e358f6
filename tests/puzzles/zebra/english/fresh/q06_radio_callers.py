#!/usr/bin/env python3
"""Brute force for q06_radio_callers.txt (radio quiz transcript)."""
import itertools
import sys

NAMES = ["Sheila", "Dev", "Marcus", "Nora"]
TIMES = ["7:45am", "8:15am", "8:30am", "9:05am"]
MIN = {"7:45am": 465, "8:15am": 495, "8:30am": 510, "9:05am": 545}   # minutes after midnight
CATEGORIES = {
    "town": ["Swindon", "Chippenham", "Devizes", "Marlborough"],
    "time": TIMES,
}


def t(w, n):
    return MIN[w["time"][n]]


CLUES = [
    # 1. The Chippenham caller rang half an hour after Dev.
    lambda w: t(w, who(w, "town", "Chippenham")) == t(w, "Dev") + 30,
    # 2. Sheila got through a quarter of an hour after Nora.
    lambda w: t(w, "Sheila") == t(w, "Nora") + 15,
    # 3. Our Marlborough listener rang before the Devizes one.
    lambda w: t(w, who(w, "town", "Marlborough")) < t(w, who(w, "town", "Devizes")),
    # 4. The Swindon listener rang later than the Devizes one.
    lambda w: t(w, who(w, "town", "Swindon")) > t(w, who(w, "town", "Devizes")),
]

QUESTIONS = [
    ("Where's Marcus ringing from?", lambda w: w["town"]["Marcus"]),
    ("What time did Sheila call?", lambda w: w["time"]["Sheila"]),
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
