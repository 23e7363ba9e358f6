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
def mins(t):
    hh, mm = t.split(":")
    return int(hh) * 60 + int(mm)

CATS = {
    "guest": ["Brenda", "Colin", "Yusuf", "Marguerite"],
    "trip": ["cable car", "wine tasting", "Perast boat", "Old Town walk"],
    "time": ["08:30", "09:00", "09:45", "10:15"],
    "deck": [4, 7, 9, 11],
}
t = lambda w, x: mins(w(x, "time"))
d = lambda w, x: w(x, "deck")

CLUES = [
    ("1 Perast boat earliest", lambda w: w("Perast boat", "time") == "08:30"),
    ("2 Colin 75 min after Brenda", lambda w: t(w, "Colin") == t(w, "Brenda") + 75),
    ("3 Yusuf highest deck", lambda w: d(w, "Yusuf") == 11),
    ("4 wine tasting lower deck than Marguerite",
     lambda w: d(w, "wine tasting") < d(w, "Marguerite")),
    ("5 Old Town 45 min after cable car",
     lambda w: t(w, "Old Town walk") == t(w, "cable car") + 45),
    ("6 deck 7 not cable car", lambda w: not w.same(7, "cable car")),
    ("7 Brenda not deck 4", lambda w: d(w, "Brenda") != 4),
    ("8 Marguerite not on the Perast boat",
     lambda w: not w.same("Marguerite", "Perast boat")),
]

if __name__ == "__main__":
    main(CATS, CLUES)
