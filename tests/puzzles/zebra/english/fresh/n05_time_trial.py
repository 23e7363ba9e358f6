#!/usr/bin/env python3
"""Brute-force check for the riddle in n05_time_trial.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Dave", "Kirsty", "Owen", "Priya", "Tom"]
CATS = {
    "bike": ["Boardman", "Cannondale", "Giant", "Ribble", "Trek"],
    "time": ["22:48", "23:15", "23:59", "24:31", "25:08"],   # mm:ss
}
FMT = {}


def secs(t):
    """'23:15' -> 1395 seconds."""
    m, sec = t.split(":")
    return int(m) * 60 + int(sec)


ORDER = sorted(CATS["time"], key=secs)      # fastest first


def place(t):
    return ORDER.index(t) + 1


CLUES = [
    # 1. Owen finished just behind the Ribble rider.
    lambda s: place(s.val["time"]["Owen"]) == place(s.get("time", bike="Ribble")) + 1,
    # 2. Tom came in 37 seconds down on whoever was riding the Giant.
    lambda s: secs(s.val["time"]["Tom"]) == secs(s.get("time", bike="Giant")) + 37,
    # 3. Priya beat Dave.
    lambda s: secs(s.val["time"]["Priya"]) < secs(s.val["time"]["Dave"]),
    # 4. Neither Dave nor Priya rides the Trek.
    lambda s: s.get("name", bike="Trek") not in ("Dave", "Priya"),
    # 5. The Cannondale was slower than Priya.
    lambda s: secs(s.get("time", bike="Cannondale")) > secs(s.val["time"]["Priya"]),
    # 6. Kirsty beat Priya by more than a minute.
    lambda s: secs(s.val["time"]["Priya"]) - secs(s.val["time"]["Kirsty"]) > 60,
]

QUESTIONS = [
    ("What time did Priya post?",
     lambda s: s.val["time"]["Priya"]),
    ("Who rides the Cannondale?",
     lambda s: s.get("name", bike="Cannondale")),
]


# ---------------------------------------------------------------- engine
class Sol:
    """One complete assignment: val[category][person] -> value."""

    def __init__(self, combo):
        self.val = {"name": {n: n for n in NAMES}}
        for key, perm in zip(CATS, combo):
            self.val[key] = dict(zip(NAMES, perm))
        self.inv = {k: {v: n for n, v in d.items()}
                    for k, d in self.val.items()}

    def get(self, want, **given):
        """s.get("weight", veg="leek") -> weight of whoever has the leek."""
        ((cat, value),) = given.items()
        return self.val[want][self.inv[cat][value]]


def show_value(cat, v):
    return FMT[cat](v) if cat in FMT else str(v)


def solve(clues):
    found = []
    perms = [list(itertools.permutations(CATS[k])) for k in CATS]
    for combo in itertools.product(*perms):
        s = Sol(combo)
        if all(clue(s) for clue in clues):
            found.append(s)
    return found


def show(s):
    keys = ["name"] + list(CATS)
    rows = [keys] + [[show_value(k, s.val[k][n]) for k in keys] for n in NAMES]
    widths = [max(len(r[i]) for r in rows) for i in range(len(keys))]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())


def main(argv):
    clues = list(CLUES)
    if "--nclues" in argv:
        print(len(CLUES))
        return
    if "--drop" in argv:
        k = int(argv[argv.index("--drop") + 1])
        del clues[k - 1]
    sols = solve(clues)
    if "--answers" in argv:
        if len(sols) != 1:
            print("no unique solution (%d found)" % len(sols))
            sys.exit(1)
        for question, answer in QUESTIONS:
            print("%s\t%s" % (question, answer(sols[0])))
        return
    print(len(sols))
    if sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
