#!/usr/bin/env python3
"""Brute-force check for the riddle in n12_houses_row.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Agnes", "Bill", "Cora", "Desmond"]
CATS = {
    "house": [1, 2, 3, 4],                 # numbered 1 to 4 from left to right
    "door": ["red", "green", "blue", "yellow"],
    "age": [29, 46, 63, 81],
}
FMT = {}

CLUES = [
    # 1. The red door is immediately to the left of the oldest resident's house.
    lambda s: s.get("house", door="red") + 1 == s.get("house", age=max(CATS["age"])),
    # 2. The youngest resident lives next door to Cora.
    lambda s: abs(s.get("house", age=min(CATS["age"])) - s.val["house"]["Cora"]) == 1,
    # 3. Agnes is older than whoever lives behind the blue door.
    lambda s: s.val["age"]["Agnes"] > s.get("age", door="blue"),
    # 4. The green door is somewhere to the left of Agnes's house.
    lambda s: s.get("house", door="green") < s.val["house"]["Agnes"],
    # 5. The 63-year-old lives at one end of the row.
    lambda s: s.get("house", age=63) in (1, 4),
    # 6. Cora is not the oldest.
    lambda s: s.val["age"]["Cora"] != max(CATS["age"]),
    # 7. Bill is 17 years older than Desmond.
    lambda s: s.val["age"]["Bill"] == s.val["age"]["Desmond"] + 17,
    # 8. The blue door and the green door are not next to each other.
    lambda s: abs(s.get("house", door="blue") - s.get("house", door="green")) != 1,
]

QUESTIONS = [
    ("Who lives behind the yellow door?",
     lambda s: s.get("name", door="yellow")),
    ("How old is Bill?",
     lambda s: str(s.val["age"]["Bill"])),
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
