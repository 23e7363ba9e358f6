#!/usr/bin/env python3
"""g09_birthday: brute force for the birthday party invitation riddle."""
PEOPLE = ['Arlo', 'Bella', 'Kit', 'Noor']
CATS = [
    ('age', [5, 6, 7, 8]),
    ('time', ['2:00', '2:15', '2:30', '2:45']),
    ('costume', ['pirate', 'astronaut', 'dinosaur', 'fairy']),
]
T = {'2:00': 0, '2:15': 15, '2:30': 30, '2:45': 45}
# ---- brute-force machinery -------------------------------------------
import sys
from itertools import permutations

CLUES = []


def clue(*needs):
    """Register a clue; needs = the categories (besides names) it looks at."""
    def reg(f):
        CLUES.append((frozenset(needs), f))
        return f
    return reg


class View:
    """A (partial) assignment: a[cat][i] is the value of PEOPLE[i] in cat."""

    def __init__(self, a):
        self.a = a

    def pos(self, cat, val):
        return self.a[cat].index(val)

    def get(self, want, cat, val):
        """value in category `want` of whoever has `val` in category `cat`"""
        return self.a[want][self.a[cat].index(val)]

    def of(self, want, person):
        return self.get(want, 'name', person)

    def same(self, c1, v1, c2, v2):
        return self.pos(c1, v1) == self.pos(c2, v2)


def one_other(s, c1, v1, c2, v2, ca, va, cb, vb):
    """Of X (c1=v1) and Y (c2=v2): they differ, one has ca=va and the other cb=vb."""
    x, y = s.pos(c1, v1), s.pos(c2, v2)
    if x == y:
        return False
    A = lambda i: s.a[ca][i] == va
    B = lambda i: s.a[cb][i] == vb
    return (A(x) and B(y)) or (A(y) and B(x))


def either(p, q):
    """'either ... or ...' = exactly one of the two"""
    return p != q


def solve(skip=()):
    active = [(needs, f) for i, (needs, f) in enumerate(CLUES, 1) if i not in skip]
    stages, done = [], set()
    for cat, _ in CATS:
        done.add(cat)
        stages.append([f for needs, f in active if cat in needs and needs <= done])
    a = {'name': tuple(PEOPLE)}
    sols = []

    def rec(k):
        if k == len(CATS):
            sols.append(dict(a))
            return
        cat, vals = CATS[k]
        for p in permutations(vals):
            a[cat] = p
            v = View(a)
            if all(f(v) for f in stages[k]):
                rec(k + 1)
        del a[cat]

    rec(0)
    return sols


def show(s):
    for i, person in enumerate(PEOPLE):
        print('  %s: %s' % (person, ', '.join('%s=%s' % (c, s[c][i]) for c, _ in CATS)))


def main():
    # python3 NAME.py K  -> solve with clue K (1-based) left out
    skip = {int(x) for x in sys.argv[1:]}
    sols = solve(skip)
    print(len(sols))
    for n, s in enumerate(sols[:30], 1):
        print('solution %d:' % n)
        show(s)
    if len(sols) > 30:
        print('... and %d more' % (len(sols) - 30))


# ---- the clues, in the order they appear in the riddle ---------------

@clue('age', 'time')
def last_youngest(s):
    # Clue 1: The last one through the door will be the youngest.
    return s.get('age', 'time', '2:45') == 5

@clue('age')
def kit_1_younger_arlo(s):
    # Clue 2: Kit is a year younger than Arlo.
    return s.of('age', 'Kit') + 1 == s.of('age', 'Arlo')

@clue('time')
def arlo_30_after_bella(s):
    # Clue 3: Arlo's arriving half an hour after Bella.
    return T[s.of('time', 'Arlo')] == T[s.of('time', 'Bella')] + 30

@clue('time', 'costume')
def pirate_15_after_astronaut(s):
    # Clue 4: The pirate's coming 15 minutes after the astronaut.
    return T[s.get('time', 'costume', 'pirate')] == T[s.get('time', 'costume', 'astronaut')] + 15

@clue('age', 'costume')
def noor_dino_pair(s):
    # Clue 5: Noor and the dinosaur are 6 and 7, but I'm not saying which is
    #   which!
    return one_other(s, 'name', 'Noor', 'costume', 'dinosaur', 'age', 7, 'age', 6)


if __name__ == '__main__':
    main()
