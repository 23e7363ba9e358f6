#!/usr/bin/env python3
"""Brute force for za10_study_carrels.txt ("in a row" riddle: four study carrels along a library wall)."""
import itertools
import sys

NAMES = ["Nadia", "Owen", "Priya", "Quentin"]
CATEGORIES = {
    "carrel": [1, 2, 3, 4],             # 1 = far left ... 4 = far right
    "subject": ["chemistry", "history", "law", "music"],
    "time": [815, 830, 845, 900],       # arrival time, hhmm
}


def mins(t):
    return (t // 100) * 60 + t % 100


def ampm(t):
    return "%d:%02dam" % (t // 100, t % 100)


CLUES = [
    # 1. The first student to arrive took the carrel immediately to the left of Nadia's.
    (("carrel", "time"), lambda w: at(w, "time", 815, "carrel") + 1 == w["carrel"]["Nadia"]),
    # 2. The law student is at one end of the row.
    (("carrel", "subject"), lambda w: at(w, "subject", "law", "carrel") in (1, 4)),
    # 3. Quentin arrived half an hour before the history student.
    (("subject", "time"), lambda w: mins(w["time"]["Quentin"]) + 30 == mins(at(w, "subject", "history", "time"))),
    # 4. The music student is not next to the chemistry student.
    (("carrel", "subject"), lambda w: abs(at(w, "subject", "music", "carrel") - at(w, "subject", "chemistry", "carrel")) != 1),
    # 5. Priya arrived later than Owen, but she wasn't the last to arrive.
    (("time",), lambda w: w["time"]["Owen"] < w["time"]["Priya"] < 900),
    # 6. Owen's carrel is not at either end of the row.
    (("carrel",), lambda w: w["carrel"]["Owen"] not in (1, 4)),
    # 7. The chemistry student got there before the music student.
    (("subject", "time"), lambda w: at(w, "subject", "chemistry", "time") < at(w, "subject", "music", "time")),
    # 8. Carrel 1 is taken by either Priya or the chemistry student.
    (("carrel", "subject"), lambda w: who(w, "carrel", 1) == "Priya" or at(w, "carrel", 1, "subject") == "chemistry"),
]

QUESTIONS = [
    ("Who is studying music?", lambda w: who(w, "subject", "music")),
    ("At what time did Priya arrive?", lambda w: ampm(w["time"]["Priya"])),
    ("Which carrel did Owen take?", lambda w: "Carrel %d" % w["carrel"]["Owen"]),
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
