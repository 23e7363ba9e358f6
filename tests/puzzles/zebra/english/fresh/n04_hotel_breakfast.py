#!/usr/bin/env python3
"""Brute-force check for the riddle in n04_hotel_breakfast.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Mr Okafor", "Mrs Lindqvist", "Miss Patel", "Dr Reeve"]
CATS = {
    "room": [12, 14, 21, 23],
    "food": ["full English", "kippers", "eggs Benedict", "porridge"],
    "time": [715, 730, 745, 800],      # clock times, 7:15 is 715
}
FMT = {"time": lambda t: "%d:%02d" % (t // 100, t % 100)}


def mins(t):
    """7:45 (745) -> 465 minutes after midnight."""
    return (t // 100) * 60 + t % 100


CLUES = [
    # 1. The first guest down was whoever is in Room 12.
    lambda s: s.get("time", room=12) == min(CATS["time"]),
    # 2. Dr Reeve came down a quarter of an hour after the porridge guest.
    lambda s: mins(s.val["time"]["Dr Reeve"])
              == mins(s.get("time", food="porridge")) + 15,
    # 3. Miss Patel was the last one in.
    lambda s: s.val["time"]["Miss Patel"] == max(CATS["time"]),
    # 4. Whoever is in Room 23 came down some time after Mr Okafor.
    lambda s: s.get("time", room=23) > s.val["time"]["Mr Okafor"],
    # 5. Dr Reeve isn't in Room 21, and the eggs Benedict went to one or
    #    the other of them (Dr Reeve or the Room 21 guest).
    lambda s: s.val["room"]["Dr Reeve"] != 21
              and (s.val["food"]["Dr Reeve"] == "eggs Benedict"
                   or s.get("food", room=21) == "eggs Benedict"),
    # 6. The full English guest came down half an hour after the
    #    eggs Benedict guest.
    lambda s: mins(s.get("time", food="full English"))
              == mins(s.get("time", food="eggs Benedict")) + 30,
    # 7. Mr Okafor wasn't the first down.
    lambda s: s.val["time"]["Mr Okafor"] != min(CATS["time"]),
]

QUESTIONS = [
    ("What did Mr Okafor order?",
     lambda s: s.val["food"]["Mr Okafor"]),
    ("Which room is Miss Patel in?",
     lambda s: str(s.val["room"]["Miss Patel"])),
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
