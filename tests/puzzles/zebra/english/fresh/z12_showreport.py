#!/usr/bin/env python3
"""Brute force for z12_showreport.txt (West End stage manager's show report with a teaser)."""
import itertools
import sys

NAMES = ["Jess", "Omar", "Priya", "Tom"]
CATEGORIES = {
    "role": ["Algernon", "Lady Bracknell", "Cecily", "Canon Chasuble"],
    "called": [1745, 1810, 1840, 1905],         # time of the phone call, hhmm
    "room": [2, 5, 7, 9],                       # dressing room
}


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%02d:%02d" % (t // 100, t % 100)


CLUES = [
    # 1. The first call of the evening was for Algernon.
    lambda w: at(w, "called", 1745, "role") == "Algernon",
    # 2. Jess got her call 25 minutes after Omar got his.
    lambda w: mins(w["called"]["Jess"]) - mins(w["called"]["Omar"]) == 25,
    # 3. Tom was given the highest-numbered dressing room of the four.
    lambda w: w["room"]["Tom"] == 9,
    # 4. Whoever was covering Lady Bracknell was the last to be called.
    lambda w: at(w, "role", "Lady Bracknell", "called") == 1905,
    # 5. Cecily dressed in room 7.
    lambda w: at(w, "role", "Cecily", "room") == 7,
    # 6. Lady Bracknell was put in the lowest-numbered room (the stairs, obviously).
    lambda w: at(w, "role", "Lady Bracknell", "room") == 2,
    # 7. Cecily was played by either Jess or Tom.
    lambda w: w["role"]["Jess"] == "Cecily" or w["role"]["Tom"] == "Cecily",
]

QUESTIONS = [
    ("Who went on as Lady Bracknell?", lambda w: who(w, "role", "Lady Bracknell")),
    ("What time did Omar get the call?", lambda w: hhmm(w["called"]["Omar"])),
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
