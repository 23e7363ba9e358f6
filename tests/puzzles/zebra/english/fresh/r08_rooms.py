#!/usr/bin/env python3
"""Brute force for r08_rooms.txt (office manager's Slack message)."""
import itertools
import sys

NAMES = ["Priya", "Marcus", "Dana", "Tom"]
TIMES = ["9:30am", "11:00am", "1:30pm", "3:00pm"]
CATEGORIES = {
    "room": ["Hobnob", "Bourbon", "Custard Cream", "Jammie Dodger"],
    "time": TIMES,
    "meeting": ["budget review", "sprint planning", "client call", "interview"],
}


def mins(w, n):
    """Start time of n's booking in minutes after midnight."""
    return {"9:30am": 570, "11:00am": 660, "1:30pm": 810, "3:00pm": 900}[w["time"][n]]


def slot(w, n):
    return TIMES.index(w["time"][n])


CLUES = [
    # 1. sprint planning is the first meeting of the day (obviously)
    lambda w: at(w, "meeting", "sprint planning", "time") == "9:30am",
    # 2. Marcus's booking starts an hour and a half after the client call
    lambda w: mins(w, "Marcus") == mins(w, who(w, "meeting", "client call")) + 90,
    # 3. Priya isn't in Hobnob or Custard Cream
    lambda w: w["room"]["Priya"] not in ("Hobnob", "Custard Cream"),
    # 4. the interview is in Bourbon (it's the one with the nice chairs)
    lambda w: at(w, "meeting", "interview", "room") == "Bourbon",
    # 5. Tom's is in the afternoon
    lambda w: w["time"]["Tom"] in ("1:30pm", "3:00pm"),
    # 6. whoever's in Jammie Dodger is on before Priya
    lambda w: slot(w, who(w, "room", "Jammie Dodger")) < slot(w, "Priya"),
    # 7. Tom is definitely not in Hobnob
    lambda w: w["room"]["Tom"] != "Hobnob",
]

QUESTIONS = [
    ("What time is Dana's meeting?", lambda w: w["time"]["Dana"]),
    ("Who is in Custard Cream?", lambda w: who(w, "room", "Custard Cream")),
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
