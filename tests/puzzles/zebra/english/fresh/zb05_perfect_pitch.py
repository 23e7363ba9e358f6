#!/usr/bin/env python3
"""Brute force for zb05_perfect_pitch.txt (piano tuner's round, ordered by time)."""
import itertools
import sys

TITLE = "PERFECT PITCH"
INTRO = ("Ivor Penrose, piano tuner, had a full Tuesday: five calls, at 8:45 am, "
         "10:00 am, 11:30 am, 1:15 pm and 3:00 pm. His clients were Mrs Adeyemi, "
         "Mr Galbraith, Ms Hartigan, the Revd Lowe and Dr Varma, and no two of them owned "
         "the same make of piano: one had a Bechstein, one a Broadwood, one a Chappell, "
         "one a Steinway and one a Yamaha. Can you rebuild Ivor's day?")

NAMES = ["Mrs Adeyemi", "Mr Galbraith", "Ms Hartigan", "the Revd Lowe", "Dr Varma"]
CATEGORIES = {
    "time": [845, 1000, 1130, 1315, 1500],   # 24-hour hhmm
    "piano": ["Bechstein", "Broadwood", "Chappell", "Steinway", "Yamaha"],
}
ORDER = sorted(CATEGORIES["time"])


def mins(t):
    return (t // 100) * 60 + t % 100


def clock(t):
    h, m = t // 100, t % 100
    return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "am" if h < 12 else "pm")


def nxt(t):
    """The appointment time straight after t (None for the last)."""
    i = ORDER.index(t)
    return ORDER[i + 1] if i + 1 < len(ORDER) else None


CLUES = [
    # 1. Ivor reached the Steinway an hour and a half after he started on the Broadwood.
    lambda w: mins(at(w, "piano", "Steinway", "time")) == mins(at(w, "piano", "Broadwood", "time")) + 90,
    # 2. Mr Galbraith's appointment was later in the day than the Revd Lowe's.
    lambda w: w["time"]["Mr Galbraith"] > w["time"]["the Revd Lowe"],
    # 3. Ms Hartigan was the very next call after the Steinway.
    lambda w: w["time"]["Ms Hartigan"] == nxt(at(w, "piano", "Steinway", "time")),
    # 4. Mrs Adeyemi's appointment was an hour and a quarter after Dr Varma's.
    lambda w: mins(w["time"]["Mrs Adeyemi"]) == mins(w["time"]["Dr Varma"]) + 75,
    # 5. The Chappell was tuned at some point after the Bechstein.
    lambda w: at(w, "piano", "Chappell", "time") > at(w, "piano", "Bechstein", "time"),
    # 6. The Bechstein was one of the afternoon calls.
    lambda w: at(w, "piano", "Bechstein", "time") > 1200,
]

QUESTIONS = [
    ("Whose piano was tuned at 11:30 am?", lambda w: who(w, "time", 1130)),
    ("At what time was the Chappell tuned?", lambda w: clock(at(w, "piano", "Chappell", "time"))),
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
