#!/usr/bin/env python3
"""Brute force for q08_hut_logbook.txt (mountain hut logbook entry)."""
import itertools
import sys

NAMES = ["Henrik", "Sophie", "Jonas", "Ailsa"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
CATEGORIES = {
    "day": DAYS,                     # day each went up
    "peak": ["Piz Buin", "Signalhorn", "Dreiländerspitze", "Silvrettahorn"],
    "hours": [4, 5, 6, 7],           # hours hut to summit
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # 1. The Piz Buin party went up the day after Ailsa.
    lambda w: d(w, who(w, "peak", "Piz Buin")) == d(w, "Ailsa") + 1,
    # 2. Jonas took two hours longer than Henrik.
    lambda w: w["hours"]["Jonas"] == w["hours"]["Henrik"] + 2,
    # 3. Sophie did neither the Dreiländerspitze nor the Signalhorn.
    lambda w: w["peak"]["Sophie"] not in ("Dreiländerspitze", "Signalhorn"),
    # 4. Monday's ascent took an hour longer than Wednesday's.
    lambda w: at(w, "day", "Monday", "hours") == at(w, "day", "Wednesday", "hours") + 1,
    # 5. Henrik went up the day after Jonas.
    lambda w: d(w, "Henrik") == d(w, "Jonas") + 1,
    # 6. The Silvrettahorn took less time than the Dreiländerspitze.
    lambda w: at(w, "peak", "Silvrettahorn", "hours") < at(w, "peak", "Dreiländerspitze", "hours"),
    # 7. Piz Buin took the longest.
    lambda w: at(w, "peak", "Piz Buin", "hours") == 7,
    # 8. The Signalhorn was the quickest of the four.
    lambda w: at(w, "peak", "Signalhorn", "hours") == 4,
]

QUESTIONS = [
    ("Which day did Sophie go up?", lambda w: w["day"]["Sophie"]),
    ("Who climbed the Signalhorn?", lambda w: who(w, "peak", "Signalhorn")),
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
