#!/usr/bin/env python3
"""Brute-force check for the riddle in n11_allotment_news.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Dorothy", "Ifeoma", "Ken", "Marek"]
ORD = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
CATS = {
    "plot": [4, 9, 13, 17],
    "crop": ["rhubarb", "runner beans", "dahlias", "potatoes"],
    "place": [1, 2, 3, 4],             # Best Kept Plot placing
}
FMT = {"place": lambda p: ORD[p]}

CLUES = [
    # 1. Marek was placed one below Dorothy.
    lambda s: s.val["place"]["Marek"] == s.val["place"]["Dorothy"] + 1,
    # 2. The rhubarb is on a lower-numbered plot than Dorothy's.
    lambda s: s.get("plot", crop="rhubarb") < s.val["plot"]["Dorothy"],
    # 3. Ken finished somewhere below the dahlia grower.
    lambda s: s.val["place"]["Ken"] > s.get("place", crop="dahlias"),
    # 4. The runner beans are either Ifeoma's or Marek's.
    lambda s: s.get("name", crop="runner beans") in ("Ifeoma", "Marek"),
    # 5. Plot 13 was placed ahead of plot 9.
    lambda s: s.get("place", plot=13) < s.get("place", plot=9),
    # 6. Ken's plot number is four higher than the dahlia plot's.
    lambda s: s.val["plot"]["Ken"] == s.get("plot", crop="dahlias") + 4,
    # 7. Ifeoma beat Dorothy.
    lambda s: s.val["place"]["Ifeoma"] < s.val["place"]["Dorothy"],
    # 8. The rhubarb isn't on plot 4.
    lambda s: s.get("plot", crop="rhubarb") != 4,
]

QUESTIONS = [
    ("Who came third?",
     lambda s: s.get("name", place=3)),
    ("Which plot does the potato grower have?",
     lambda s: str(s.get("plot", crop="potatoes"))),
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
