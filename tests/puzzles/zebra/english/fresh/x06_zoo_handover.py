#!/usr/bin/env python3
"""Brute force for x06_zoo_handover.txt (a senior zookeeper's handover notes for a relief keeper)."""
import itertools
import sys

NAMES = ["Dan", "Shona", "Rik", "Maya", "Tom"]
CATEGORIES = {
    "animal": ["otters", "meerkats", "penguins", "red pandas", "lemurs"],
    "time": [930, 1045, 1215, 1400, 1530],   # 9.30am, 10.45am, 12.15pm, 2pm, 3.30pm
}


def mins(t):
    return (t // 100) * 60 + t % 100


CLUES = [
    # Otters are always the last feed of the day.
    lambda w: at(w, "animal", "otters", "time") == 1530,
    # Lemurs get fed before noon.
    lambda w: at(w, "animal", "lemurs", "time") < 1200,
    # Penguins go an hour and a half after Shona's feed.
    lambda w: mins(at(w, "animal", "penguins", "time")) == mins(w["time"]["Shona"]) + 90,
    # Maya's doing neither the lemurs nor the meerkats.
    lambda w: w["animal"]["Maya"] not in ("lemurs", "meerkats"),
    # Tom's feed comes somewhere after the meerkats'.
    lambda w: w["time"]["Tom"] > at(w, "animal", "meerkats", "time"),
    # Dan has the feed straight after Rik's.
    lambda w: CATEGORIES["time"].index(w["time"]["Dan"]) == CATEGORIES["time"].index(w["time"]["Rik"]) + 1,
]

QUESTIONS = [
    ("Who feeds the penguins?", lambda w: who(w, "animal", "penguins")),
    ("What time are the red pandas fed?", lambda w: {930: "9.30am", 1045: "10.45am", 1215: "12.15pm", 1400: "2pm", 1530: "3.30pm"}[at(w, "animal", "red pandas", "time")]),
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
