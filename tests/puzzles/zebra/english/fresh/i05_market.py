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
    "stall": [1, 2, 3, 4, 5],          # 1 = church end, 5 = car park end
    "trader": ["Wendy", "Raj", "Osman", "Carys", "Pete"],
    "item": ["honey", "cheese", "bread", "eggs", "apple juice"],
    "pence": [450, 300, 250, 200, 350],
}
s = lambda w, x: w(x, "stall")
c = lambda w, x: w(x, "pence")

CLUES = [
    ("1 honey dearest and at an end",
     lambda w: c(w, "honey") == 450 and s(w, "honey") in (1, 5)),
    ("2 bread one further toward car park than cheese",
     lambda w: s(w, "bread") == s(w, "cheese") + 1),
    ("3 eggs 50p less than bread", lambda w: c(w, "eggs") == c(w, "bread") - 50),
    ("4 Pete at car park end", lambda w: s(w, "Pete") == 5),
    ("5 Raj a pound more than Carys", lambda w: c(w, "Raj") == c(w, "Carys") + 100),
    ("6 Osman not next to Pete", lambda w: abs(s(w, "Osman") - s(w, "Pete")) != 1),
    ("7 of Wendy and apple juice, one at each end",
     lambda w: not w.same("Wendy", "apple juice")
     and {s(w, "Wendy"), s(w, "apple juice")} == {1, 5}),
    ("8 apple juice dearer than cheese", lambda w: c(w, "apple juice") > c(w, "cheese")),
    ("9 cheese dearer than bread", lambda w: c(w, "cheese") > c(w, "bread")),
]

if __name__ == "__main__":
    main(CATS, CLUES, {"pence": lambda v: "£%d.%02d" % divmod(v, 100)})
