#!/usr/bin/env python3
"""Brute force for o10_marathon_club.txt (marathon club results post)."""
import itertools
import sys

NAMES = ["Steve", "Jo", "Marcus", "Ellie"]
CATEGORIES = {
    "race": ["London", "Manchester", "Brighton", "Edinburgh"],
    "time": ["3:12:40", "3:27:05", "3:41:55", "4:02:30"],
    "age": [29, 36, 44, 51],
}


def secs(t):
    h, m, s = (int(x) for x in t.split(":"))
    return h * 3600 + m * 60 + s


def T(w, name):
    return secs(w["time"][name])


CLUES = [
    # 1. The youngest of the four was also the slowest.
    lambda w: T(w, who(w, "age", min(CATEGORIES["age"]))) == max(secs(t) for t in CATEGORIES["time"]),
    # 2. Ellie finished 14 minutes 25 seconds slower than Jo.
    lambda w: T(w, "Ellie") == T(w, "Jo") + 14 * 60 + 25,
    # 3. Whoever ran Brighton is eight years older than Jo.
    lambda w: at(w, "race", "Brighton", "age") == w["age"]["Jo"] + 8,
    # 4. The Edinburgh runner is younger than the Manchester runner.
    lambda w: at(w, "race", "Edinburgh", "age") < at(w, "race", "Manchester", "age"),
    # 5. The quickest time of the four was run in London.
    lambda w: secs(at(w, "race", "London", "time")) == min(secs(t) for t in CATEGORIES["time"]),
    # 6. Steve is seven years older than Ellie.
    lambda w: w["age"]["Steve"] == w["age"]["Ellie"] + 7,
]

QUESTIONS = [
    ("Who ran Edinburgh?", lambda w: who(w, "race", "Edinburgh")),
    ("What was Steve's time?", lambda w: w["time"]["Steve"]),
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
