#!/usr/bin/env python3
"""Brute force for y03_fringe_flyering.txt (Edinburgh Fringe flyerer's Reddit post)."""
import itertools
import sys

NAMES = ["Mags", "Finn", "Ruth", "The Tuesday Club"]
CATEGORIES = {
    "venue": ["Pleasance", "Assembly", "Gilded Balloon", "Underbelly"],
    "time": [1240, 1415, 1730, 2105],     # start time, hhmm
    "flyers": [150, 200, 250, 300],       # flyers handed out on Saturday
}


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%02d:%02d" % (t // 100, t % 100)


CLUES = [
    # 1. I did 50 more flyers for the Assembly show than I did for Ruth
    lambda w: at(w, "venue", "Assembly", "flyers") == w["flyers"]["Ruth"] + 50,
    # 2. the latest show is NOT at the Pleasance and not at Assembly either
    lambda w: at(w, "time", 2105, "venue") not in ("Pleasance", "Assembly"),
    # 3. the show I did the most flyers for starts at 14:15
    lambda w: at(w, "flyers", 300, "time") == 1415,
    # 4. Mags got the fewest
    lambda w: w["flyers"]["Mags"] == 150,
    # 5. the Gilded Balloon show starts earlier in the day than the Pleasance one
    lambda w: at(w, "venue", "Gilded Balloon", "time") < at(w, "venue", "Pleasance", "time"),
    # 6. the earliest show got 200 flyers
    lambda w: at(w, "time", 1240, "flyers") == 200,
    # 7. The Tuesday Club go up 3 hours 15 minutes after Finn does
    lambda w: mins(w["time"]["The Tuesday Club"]) == mins(w["time"]["Finn"]) + 195,
]

QUESTIONS = [
    ("Which venue is the 21:05 show at?", lambda w: at(w, "time", 2105, "venue")),
    ("How many flyers did I hand out for Ruth?", lambda w: str(w["flyers"]["Ruth"])),
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
