#!/usr/bin/env python3
"""Brute-force check for the riddle in n06_puzzle_book.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Mr. A", "Mr. B", "Mr. C", "Mr. D"]
CATS = {
    "job": ["solicitor", "physician", "bank clerk", "schoolmaster"],
    "age": [34, 41, 48, 55],
    "hobby": ["chess", "billiards", "bowls", "angling"],
}
FMT = {}

CLUES = [
    # (1) The physician is the eldest of the four.
    lambda s: s.get("age", job="physician") == max(CATS["age"]),
    # (2) Mr. C is a younger man than the solicitor.
    lambda s: s.val["age"]["Mr. C"] < s.get("age", job="solicitor"),
    # (3) The angler is seven years the junior of the schoolmaster.
    lambda s: s.get("age", hobby="angling") == s.get("age", job="schoolmaster") - 7,
    # (4) Mr. A does not care for chess.
    lambda s: s.val["hobby"]["Mr. A"] != "chess",
    # (5) Nor is Mr. A the solicitor.
    lambda s: s.val["job"]["Mr. A"] != "solicitor",
    # (6) The billiards player is neither the physician nor the schoolmaster.
    lambda s: s.get("job", hobby="billiards") not in ("physician", "schoolmaster"),
    # (7) The chess player is fourteen years older than Mr. D.
    lambda s: s.get("age", hobby="chess") == s.val["age"]["Mr. D"] + 14,
]

QUESTIONS = [
    ("What is the profession of Mr. A?",
     lambda s: s.val["job"]["Mr. A"]),
    ("How old is the bank clerk?",
     lambda s: str(s.get("age", job="bank clerk"))),
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
