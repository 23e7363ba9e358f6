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
    "plot": [1, 2, 3, 4, 5],          # 1 = by the gate, 5 = furthest from it
    "gardener": ["Shirley", "Len", "Gwen", "Mr Okafor", "Mrs Bell"],
    "crop": ["rhubarb", "onions", "dahlias", "leeks", "marrow"],
    "shed": ["green", "unpainted", "blue", "black", "red"],
}
p = lambda w, x: w(x, "plot")
adj = lambda w, a, b: abs(p(w, a) - p(w, b)) == 1

CLUES = [
    ("1 Mrs Bell's marrow, plot furthest from gate",
     lambda w: p(w, "Mrs Bell") == 5 and w.same("Mrs Bell", "marrow")),
    ("2 Len directly between rhubarb and dahlias",
     lambda w: abs(p(w, "rhubarb") - p(w, "dahlias")) == 2
     and 2 * p(w, "Len") == p(w, "rhubarb") + p(w, "dahlias")),
    ("3 Okafor's shed black, next door to the marrow",
     lambda w: w.same("Mr Okafor", "black") and adj(w, "Mr Okafor", "marrow")),
    ("4 onions nearer gate than leeks", lambda w: p(w, "onions") < p(w, "leeks")),
    ("5 blue is either Gwen's or marrow grower's",
     lambda w: not w.same("Gwen", "marrow")
     and (w.same("blue", "Gwen") or w.same("blue", "marrow"))),
    ("6 red and green sheds at opposite ends",
     lambda w: {p(w, "red"), p(w, "green")} == {1, 5}),
    ("7 Gwen doesn't grow rhubarb", lambda w: not w.same("Gwen", "rhubarb")),
    ("8 Shirley doesn't grow onions", lambda w: not w.same("Shirley", "onions")),
    ("9 rhubarb grower's shed not red", lambda w: not w.same("rhubarb", "red")),
]

if __name__ == "__main__":
    main(CATS, CLUES)
