#!/usr/bin/env python3
"""Brute-force check for the riddle in n01_produce_tent.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Arthur", "Glenys", "Malcolm", "Rita"]
CATS = {
    "veg": ["marrow", "onion", "leek", "cabbage"],
    "village": ["Ashby", "Cold Norton", "Fenwick", "Little Hay"],
    "weight": [4, 6, 9, 14],                     # lb
}
FMT = {"weight": lambda v: "%d lb" % v}

CLUES = [
    # 1. Glenys's entry outweighed the marrow.
    lambda s: s.get("weight", name="Glenys") > s.get("weight", veg="marrow"),
    # 2. The Fenwick exhibit was the lightest of the four winners.
    lambda s: s.get("weight", village="Fenwick") == min(CATS["weight"]),
    # 3. Arthur's exhibit came in 3 lb lighter than the marrow.
    lambda s: s.get("weight", name="Arthur") == s.get("weight", veg="marrow") - 3,
    # 4. Neither Arthur nor the onion grower lives in Ashby.
    #    (so Arthur did not grow the onion either)
    lambda s: s.val["veg"]["Arthur"] != "onion"
              and s.val["village"]["Arthur"] != "Ashby"
              and s.get("village", veg="onion") != "Ashby",
    # 5. The Cold Norton winner didn't grow the cabbage.
    lambda s: s.get("veg", village="Cold Norton") != "cabbage",
    # 6. The leek came from either Little Hay or Fenwick.
    lambda s: s.get("village", veg="leek") in ("Little Hay", "Fenwick"),
    # 7. The cabbage weighed more than twice as much as the leek.
    lambda s: s.get("weight", veg="cabbage") > 2 * s.get("weight", veg="leek"),
    # 8. Malcolm's exhibit was heavier than Arthur's.
    lambda s: s.val["weight"]["Malcolm"] > s.val["weight"]["Arthur"],
]

QUESTIONS = [
    ("Who won the marrow class?",
     lambda s: s.get("name", veg="marrow")),
    ("What did the winning onion weigh?",
     lambda s: FMT["weight"](s.get("weight", veg="onion"))),
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
