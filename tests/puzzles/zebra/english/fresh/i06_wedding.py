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
    "position": [1, 2, 3, 4, 5],       # 1 = next to the dance floor ... 5 = by the fire exit
    "table": ["Foxglove", "Heather", "Bluebell", "Primrose", "Thistle"],
    "group": ["uni friends", "cousins", "choir", "work", "neighbours"],
    "seats": [10, 8, 6, 9, 7],
}
pos = lambda w, x: w(x, "position")
n = lambda w, x: w(x, "seats")

CLUES = [
    ("1 uni lot: biggest table, right by the dance floor",
     lambda w: n(w, "uni friends") == 10 and pos(w, "uni friends") == 1),
    ("2 Bluebell is the middle table and the smallest",
     lambda w: pos(w, "Bluebell") == 3 and n(w, "Bluebell") == 6),
    ("3 Thistle at the fire exit end", lambda w: pos(w, "Thistle") == 5),
    ("4 work next to Bluebell but not next to the uni lot",
     lambda w: abs(pos(w, "work") - pos(w, "Bluebell")) == 1
     and abs(pos(w, "work") - pos(w, "uni friends")) != 1),
    ("5 Primrose seats one more than Heather", lambda w: n(w, "Primrose") == n(w, "Heather") + 1),
    ("6 cousins one more than neighbours", lambda w: n(w, "cousins") == n(w, "neighbours") + 1),
    ("7 choir on the smallest table", lambda w: n(w, "choir") == 6),
    ("8 Foxglove and Heather side by side",
     lambda w: abs(pos(w, "Foxglove") - pos(w, "Heather")) == 1),
]

if __name__ == "__main__":
    main(CATS, CLUES)
