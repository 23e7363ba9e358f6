#!/usr/bin/env python3
# Brute force for the riddle in the .txt file of the same name.
# Every category except the first is tried in every order (all permutations);
# each clue below is written exactly as it is meant in the riddle.
# Prints the number of solutions, then the solution(s).
# Run with --check to also see, for each clue, how many solutions remain
# when that clue alone is removed.
import sys
from itertools import permutations, product


class World:
    """One complete assignment. Row r of every category belongs together."""

    def __init__(self, table):
        self.table = table
        self.row = {}
        for cat, vals in table.items():
            for r, v in enumerate(vals):
                self.row[v] = r

    def __call__(self, value, cat):
        """The `cat` entry in the same row as `value`."""
        return self.table[cat][self.row[value]]

    def same(self, a, b):
        """True if values a and b belong to the same row."""
        return self.row[a] == self.row[b]


def worlds(cats):
    names = list(cats)
    allvals = [v for c in names for v in cats[c]]
    assert len(allvals) == len(set(allvals)), "values must all be distinct"
    key, others = names[0], names[1:]
    for perms in product(*[list(permutations(cats[c])) for c in others]):
        table = {key: tuple(cats[key])}
        table.update(zip(others, perms))
        yield World(table)


def run(cats, clues):
    sols, near = [], [0] * len(clues)
    for w in worlds(cats):
        failed = []
        for k, (_, test) in enumerate(clues):
            if not test(w):
                failed.append(k)
                if len(failed) > 1:
                    break
        if not failed:
            sols.append(w)
        elif len(failed) == 1:
            near[failed[0]] += 1
    return sols, near


def main(cats, clues, show=None):
    sols, near = run(cats, clues)
    print(len(sols))
    names = list(cats)
    show = show or {}
    for w in sols[:3]:
        print(" | ".join(names))
        for r in range(len(cats[names[0]])):
            print(" | ".join(show.get(c, str)(w.table[c][r]) for c in names))
        print()
    if "--check" in sys.argv:
        for k, (label, _) in enumerate(clues):
            n = len(sols) + near[k]
            print("without clue %s: %d solutions -> %s"
                  % (label, n, "needed" if n > 1 else "REDUNDANT"))


# ---------------------------------------------------------------- riddle
CATS = {
    "player": ["Becca", "Joel", "Amara", "Luis"],
    "class": ["wizard", "rogue", "cleric", "ranger"],
    "initiative": [17, 21, 8, 13],
    "damage": [35, 22, 14, 27],
}
ini = lambda w, x: w(x, "initiative")
dmg = lambda w, x: w(x, "damage")

CLUES = [
    ("1 the rogue rolled highest initiative", lambda w: ini(w, "rogue") == 21),
    ("2 the cleric did the least damage", lambda w: dmg(w, "cleric") == 14),
    ("3 Luis rolled 5 higher than Amara", lambda w: ini(w, "Luis") == ini(w, "Amara") + 5),
    ("4 the wizard did the most damage", lambda w: dmg(w, "wizard") == 35),
    ("5 Luis did 5 more damage than Joel", lambda w: dmg(w, "Luis") == dmg(w, "Joel") + 5),
    ("6 the wizard acted before the cleric", lambda w: ini(w, "wizard") > ini(w, "cleric")),
]

if __name__ == "__main__":
    main(CATS, CLUES)
