#!/usr/bin/env python3
"""g03_sportsday: brute force for the school sports day report riddle."""
PEOPLE = ['Alfie', 'Freya', 'Jayden', 'Mia', 'Oscar']
CATS = [
    ('year', [2, 3, 4, 5, 6]),
    ('points', [5, 10, 15, 20, 25]),
    ('event', ['sack race', 'egg and spoon', '60m sprint', 'hurdles', 'beanbag throw']),
]
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

@clue('event')
def neither_alfie_freya_sprint(s):
    # Clue 1: Neither Alfie nor Freya won the sprint.
    return '60m sprint' not in (s.of('event', 'Alfie'), s.of('event', 'Freya'))

@clue('year', 'event')
def year4_sprint(s):
    # Clue 2: The sprint went to the Year 4 child.
    return s.get('event', 'year', 4) == '60m sprint'

@clue('points', 'event')
def eggspoon_most(s):
    # Clue 3: Nobody earned more points than the egg and spoon champion.
    return s.get('points', 'event', 'egg and spoon') == 25

@clue('year')
def mia_3_above_jayden(s):
    # Clue 4: Mia is three years above Jayden.
    return s.of('year', 'Mia') == s.of('year', 'Jayden') + 3

@clue('points')
def oscar_5_more_freya(s):
    # Clue 5: Oscar earned 5 points more than Freya,
    return s.of('points', 'Oscar') == s.of('points', 'Freya') + 5

@clue('points')
def mia_less_oscar(s):
    # Clue 6: and Mia got fewer points than Oscar did.
    return s.of('points', 'Mia') < s.of('points', 'Oscar')

@clue('year', 'event')
def hurdles_1_above_sprint(s):
    # Clue 7: The hurdles winner is one year group above the sprint winner.
    return s.get('year', 'event', 'hurdles') == s.get('year', 'event', '60m sprint') + 1

@clue('year', 'event')
def either_alfie_or_y6_beanbag(s):
    # Clue 8: Either Alfie or the Year 6 pupil won the beanbag throw.
    return either(s.of('event', 'Alfie') == 'beanbag throw', s.get('event', 'year', 6) == 'beanbag throw')

@clue('points', 'event')
def mia_hurdler_pair(s):
    # Clue 9: Of Mia and the hurdler, one scored 20 points and the other 5.
    return one_other(s, 'name', 'Mia', 'event', 'hurdles', 'points', 20, 'points', 5)


if __name__ == '__main__':
    main()
