#!/usr/bin/env python3
"""Brute force for z09_review.txt (a retired maths teacher's travel review of a Lisbon guesthouse)."""
import itertools
import sys

NAMES = ["Sue", "Pauline", "Gill", "Marion"]
CATEGORIES = {
    "floor": [1, 2, 3, 4],
    "price": [65, 80, 95, 110],                   # euros a night
    "problem": ["a broken shutter", "no hot water", "the bar noise", "a view of a wall"],
}

CLUES = [
    # 1. I was two floors above Marion.
    lambda w: w["floor"]["Sue"] == w["floor"]["Marion"] + 2,
    # 2. The room with the bar noise was the dearest of the four.
    lambda w: at(w, "problem", "the bar noise", "price") == 110,
    # 3. Gill paid €15 a night more than I did.
    lambda w: w["price"]["Gill"] - w["price"]["Sue"] == 15,
    # 4. The room with no hot water was directly above Marion's.
    lambda w: at(w, "problem", "no hot water", "floor") == w["floor"]["Marion"] + 1,
    # 5. Marion had neither the bar noise nor the broken shutter.
    lambda w: w["problem"]["Marion"] not in ("the bar noise", "a broken shutter"),
    # 6. The cheapest room was the one at the very top, on the 4th floor.
    lambda w: at(w, "floor", 4, "price") == 65,
]

QUESTIONS = [
    ("What was Marion paying a night?", lambda w: "€%d" % w["price"]["Marion"]),
    ("Who had no hot water?", lambda w: who(w, "problem", "no hot water")),
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
