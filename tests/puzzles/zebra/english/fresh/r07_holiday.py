#!/usr/bin/env python3
"""Brute force for r07_holiday.txt (grandparents' round-robin holiday letter)."""
import itertools
import sys

NAMES = ["Lily", "Noah", "Grace", "Mason"]
CATEGORIES = {
    "age": [5, 8, 11, 14],
    "hobby": ["piano", "soccer", "gymnastics", "robotics"],
    "wish": ["drum set", "telescope", "puppy", "hoverboard"],   # asked Santa for
}


CLUES = [
    # 1. Our robotics whiz is the oldest of the four
    lambda w: at(w, "hobby", "robotics", "age") == 14,
    # 2. The piano player has asked for a hoverboard
    lambda w: at(w, "hobby", "piano", "wish") == "hoverboard",
    # 3. Noah has not asked for the puppy, and he hasn't asked for the telescope either.
    lambda w: w["wish"]["Noah"] not in ("puppy", "telescope"),
    # 4. Our soccer star is younger than our gymnast.
    lambda w: at(w, "hobby", "soccer", "age") < at(w, "hobby", "gymnastics", "age"),
    # 5. The one who wants a telescope is six years younger than Mason.
    lambda w: at(w, "wish", "telescope", "age") == w["age"]["Mason"] - 6,
    # 6. Lily doesn't play piano or soccer.
    lambda w: w["hobby"]["Lily"] not in ("piano", "soccer"),
    # 7. And the 8-year-old is the one who wants the puppy
    lambda w: at(w, "age", 8, "wish") == "puppy",
]

QUESTIONS = [
    ("What did Mason ask Santa for?", lambda w: w["wish"]["Mason"]),
    ("How old is Grace?", lambda w: str(w["age"]["Grace"])),
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
