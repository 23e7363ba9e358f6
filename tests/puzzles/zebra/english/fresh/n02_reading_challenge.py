#!/usr/bin/env python3
"""Brute-force check for the riddle in n02_reading_challenge.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Amara", "Finn", "Isla", "Jayden", "Rosie"]
CATS = {
    "books": [6, 8, 9, 11, 14],
    "fav": ["Matilda", "The Iron Man", "Charlotte's Web",
            "Stig of the Dump", "The Worst Witch"],
}
FMT = {}

CLUES = [
    # 1. The child whose favourite was Matilda read three more books than Rosie.
    lambda s: s.get("books", fav="Matilda") == s.val["books"]["Rosie"] + 3,
    # 2. Finn read the fewest books of the five.
    lambda s: s.val["books"]["Finn"] == min(CATS["books"]),
    # 3. Jayden read just one more book than the Worst Witch fan.
    lambda s: s.val["books"]["Jayden"] == s.get("books", fav="The Worst Witch") + 1,
    # 4. Whoever loved Charlotte's Web read more books than Amara.
    lambda s: s.get("books", fav="Charlotte's Web") > s.val["books"]["Amara"],
    # 5. The Iron Man fan read fewer books than Jayden.
    lambda s: s.get("books", fav="The Iron Man") < s.val["books"]["Jayden"],
    # 6. Amara read an odd number of books.
    lambda s: s.val["books"]["Amara"] % 2 == 1,
]

QUESTIONS = [
    ("How many books did Jayden read?",
     lambda s: str(s.val["books"]["Jayden"])),
    ("Whose favourite was Charlotte's Web?",
     lambda s: s.get("name", fav="Charlotte's Web")),
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
