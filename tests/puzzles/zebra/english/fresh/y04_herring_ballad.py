#!/usr/bin/env python3
"""Brute force for y04_herring_ballad.txt (Shetland folk club songsheet, a ballad in verse)."""
import itertools
import sys

NAMES = ["Magnus", "Rasmie", "Tammas", "Jeemie"]
ORDER = ["first", "second", "third", "fourth"]
CATEGORIES = {
    "boat": ["Daisy", "Guide Me", "Venture", "Brothers' Pride"],
    "crans": [12, 15, 18, 21],        # herring landed, in crans
    "home": ORDER,                    # order of coming home to the pier
}


def h(w, n):
    return ORDER.index(w["home"][n]) + 1


CLUES = [
    # 1. The Venture was the first boat in
    lambda w: at(w, "boat", "Venture", "home") == "first",
    # 2. the Guide Me landed three crans more than the Venture
    lambda w: at(w, "boat", "Guide Me", "crans") == at(w, "boat", "Venture", "crans") + 3,
    # 3. Jeemie came in next after Magnus, with no boat between
    lambda w: h(w, "Jeemie") == h(w, "Magnus") + 1,
    # 4. The Brothers' Pride had more than Rasmie, but less than the Venture
    lambda w: w["crans"]["Rasmie"] < at(w, "boat", "Brothers' Pride", "crans") < at(w, "boat", "Venture", "crans"),
    # 5. the boat that had the biggest catch came last of all
    lambda w: at(w, "crans", 21, "home") == "fourth",
    # 6. Rasmie was home before Tammas
    lambda w: h(w, "Rasmie") < h(w, "Tammas"),
]

QUESTIONS = [
    ("Which boat is Jeemie's?", lambda w: w["boat"]["Jeemie"]),
    ("How many crans did Magnus land?", lambda w: str(w["crans"]["Magnus"])),
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
