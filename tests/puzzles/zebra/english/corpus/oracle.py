#!/usr/bin/env python3
"""The independent oracle of the English corpus: each riddle's clues, written
by hand as Python expressions next to its text, solved by a brute force that
shares nothing with deduce (no reader, no engine).

A riddle is two files: NAME.txt (the text as people print it) and NAME.json:

  {
    "voice": "magazine-dell",            # who writes this way (free text)
    "positions": null,                    # or N: entities stand in a row 1..N
    "categories": {                       # values exactly as the text writes them
      "Runner": ["Ken", "Luis", "Omar"],
      "Place":  ["1st", "2nd", "3rd"]
    },
    "numbers": {"Place": [1, 2, 3]},      # a number for each value, list order
    "clues": ["eq('Runner','Ken','Place','2nd')", "..."],   # one per clue sentence
    "questions": [{"text": "Who came 1st?", "answer": "Omar",
                   "ask": "v('Runner', e('Place', '1st'))"}],
    "solution": [ {"Runner": "Ken", "Place": "2nd"}, ... ]  # one row per entity
  }

With "positions": N, entity k (0-based) is the one at position k+1 and the
solution lists the rows in position order; without, the rows are in the
order of the first category's list.

The clue expressions see (a value is named by its category and its text):
  e(cat, val)          the entity holding val
  v(cat, ent)          the value of cat that ent holds
  n(cat, x)            the number of cat's value that x holds; x an entity
                       or a (cat2, val2) pair
  eq(c1, v1, c2, v2)   the two values belong to one entity
  ne(c1, v1, c2, v2)   to two entities
  pos(cat, val)        1-based position (riddles with positions)
  one(*bools)          exactly one is true;  all_diff(*entities)
  entities             range of the entities
Any Python expression over these is a clue: `n('Price', ('Store','Tootsies'))
== n('Price', ('Friend','Bea')) + 5`.

A question's "ask" is an expression over the same names whose value, on the
one solution, must be its "answer" (a position as a number: "pos(...)").

Usage: oracle.py FILE.json...   checks each riddle has exactly one solution,
equal to its "solution", and that each question's answer follows from it.
Exit 1 on any failure, with the reason.
"""
import itertools
import json
import sys


class Unassigned(Exception):
    pass


class World:
    def __init__(self, riddle):
        self.cats = list(riddle["categories"].keys())
        self.values = riddle["categories"]
        self.numbers = riddle.get("numbers", {})
        self.size = len(self.values[self.cats[0]])
        self.positions = riddle.get("positions")
        # assign[cat] = tuple: entity -> value index; None while unassigned.
        self.assign = {c: None for c in self.cats}
        # The first category names the entities (for magazine grids); with
        # positions, the entity is the position and every category is free.
        if not self.positions:
            self.assign[self.cats[0]] = tuple(range(self.size))

    def value_index(self, cat, val):
        try:
            return self.values[cat].index(val)
        except (KeyError, ValueError):
            raise KeyError("no value %r in category %r" % (val, cat))

    def perm(self, cat):
        p = self.assign[cat]
        if p is None:
            raise Unassigned(cat)
        return p

    def env(self):
        w = self

        def e(cat, val):
            return w.perm(cat).index(w.value_index(cat, val))

        def v(cat, ent):
            return w.values[cat][w.perm(cat)[ent]]

        def n(cat, x):
            ent = e(*x) if isinstance(x, tuple) else x
            return w.numbers[cat][w.perm(cat)[ent]]

        def eq(c1, v1, c2, v2):
            return e(c1, v1) == e(c2, v2)

        def ne(c1, v1, c2, v2):
            return e(c1, v1) != e(c2, v2)

        def pos(cat, val):
            if not w.positions:
                raise KeyError("pos() in a riddle without positions")
            return e(cat, val) + 1

        def one(*bools):
            return sum(1 for b in bools if b) == 1

        def all_diff(*ents):
            return len(set(ents)) == len(ents)

        return {"e": e, "v": v, "n": n, "eq": eq, "ne": ne, "pos": pos, "one": one,
                "all_diff": all_diff, "entities": range(w.size), "abs": abs,
                "min": min, "max": max, "any": any, "all": all}


def solve(riddle, limit=2):
    w = World(riddle)
    env = w.env()
    clues = [compile(c, "<clue %d>" % i, "eval") for i, c in enumerate(riddle["clues"])]
    free = [c for c in w.cats if w.assign[c] is None]
    found = []

    def holds_so_far():
        for code in clues:
            try:
                if not eval(code, env):
                    return False
            except Unassigned:
                continue
        return True

    def go(k):
        if len(found) >= limit:
            return
        if k == len(free):
            for code in clues:
                if not eval(code, env):
                    return
            found.append({c: w.assign[c] for c in w.cats})
            return
        for p in itertools.permutations(range(w.size)):
            w.assign[free[k]] = p
            if holds_so_far():
                go(k + 1)
        w.assign[free[k]] = None

    go(0)
    return w, found


def rows_of(w, sol):
    return [{c: w.values[c][sol[c][ent]] for c in w.cats} for ent in range(w.size)]


def check(path):
    with open(path, encoding="utf-8") as f:
        riddle = json.load(f)
    for c, vals in riddle["categories"].items():
        if len(vals) != len(set(vals)):
            return "category %s lists a value twice" % c
    sizes = {len(v) for v in riddle["categories"].values()}
    if len(sizes) != 1:
        return "categories of different sizes"
    for c, nums in riddle.get("numbers", {}).items():
        if len(nums) != len(riddle["categories"][c]):
            return "numbers of %s: not one a value" % c
    w, found = solve(riddle)
    if not found:
        return "no solution"
    if len(found) > 1:
        a, b = (rows_of(w, s) for s in found[:2])
        return "several solutions, e.g.\n  %s\n  %s" % (a, b)
    rows = rows_of(w, found[0])
    want = riddle["solution"]
    if not w.positions:
        key = w.cats[0]
        want = sorted(want, key=lambda r: w.values[key].index(r[key]))
    if rows != want:
        return "the one solution is\n  %s\nnot the one written\n  %s" % (rows, want)
    w.assign = dict(found[0])
    env = w.env()
    for q in riddle.get("questions", []):
        got = eval(q["ask"], env)
        if str(got) != str(q["answer"]):
            return "question %r: the solution answers %r, not %r" % (q["text"], got, q["answer"])
    return None


def main(paths):
    bad = 0
    for p in paths:
        why = check(p)
        if why:
            bad += 1
            print("%s: %s" % (p, why))
    print("%d riddles, %d unique and as written" % (len(paths), len(paths) - bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
