#!/usr/bin/env python3
"""Brute force for za03_typewriter_repairs.txt (magazine logic problem: typewriter repair shop)."""
import itertools
import sys

NAMES = ["Gwen", "Howard", "Ines", "Jerome"]
CATEGORIES = {
    "make": ["Olympia", "Remington", "Royal", "Smith-Corona"],
    "fault": ["sticky keys", "broken ribbon spool", "jammed carriage", "bent typebar"],
    "time": [930, 1000, 1030, 1100],       # collection time, hhmm
}


def mins(t):
    return (t // 100) * 60 + t % 100


def ampm(t):
    return "%d:%02dam" % (t // 100, t % 100)


CLUES = [
    # 1. The Royal was collected an hour after the Olympia.
    (("make", "time"), lambda w: mins(at(w, "make", "Royal", "time")) == mins(at(w, "make", "Olympia", "time")) + 60),
    # 2. Jerome picked up his machine half an hour before Gwen picked up hers.
    (("time",), lambda w: mins(w["time"]["Jerome"]) == mins(w["time"]["Gwen"]) - 30),
    # 3. The typewriter with the bent typebar was the last to be collected.
    (("fault", "time"), lambda w: at(w, "fault", "bent typebar", "time") == 1100),
    # 4. The Remington belongs to neither Howard nor Gwen.
    (("make",), lambda w: w["make"]["Howard"] != "Remington" and w["make"]["Gwen"] != "Remington"),
    # 5. Howard was the first of the four to call in for his machine.
    (("time",), lambda w: w["time"]["Howard"] == 930),
    # 6. Either Ines owns the Smith-Corona or hers is the one whose carriage had jammed, but not both.
    (("make", "fault"), lambda w: (w["make"]["Ines"] == "Smith-Corona") != (w["fault"]["Ines"] == "jammed carriage")),
    # 7. The sticky keys were on neither the Remington nor the Royal.
    (("make", "fault"), lambda w: at(w, "fault", "sticky keys", "make") not in ("Remington", "Royal")),
    # 8. The machine with the jammed carriage was collected later than the one with the broken ribbon spool.
    (("fault", "time"), lambda w: at(w, "fault", "jammed carriage", "time") > at(w, "fault", "broken ribbon spool", "time")),
]

QUESTIONS = [
    ("Who owns the Remington?", lambda w: who(w, "make", "Remington")),
    ("At what time was the typewriter with the sticky keys collected?", lambda w: ampm(at(w, "fault", "sticky keys", "time"))),
]


# ---------------------------------------------------------------------------
# brute force: every list runs through every permutation; each clue is
# tested as soon as all the lists it mentions have been filled in.
# ---------------------------------------------------------------------------
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
    keys = list(CATEGORIES)
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    levels = [[] for _ in keys]
    for i, (needs, f) in enumerate(CLUES, 1):
        if i == skip:
            continue
        lvl = max([keys.index(c) for c in needs] or [0])
        levels[lvl].append(f)
    found = []
    w = {"name": {n: n for n in NAMES}}

    def rec(i):
        if i == len(keys):
            found.append({k: dict(v) for k, v in w.items()})
            return
        for p in perms[i]:
            w[keys[i]] = p
            if all(f(w) for f in levels[i]):
                rec(i + 1)
        del w[keys[i]]

    rec(0)
    return found


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
