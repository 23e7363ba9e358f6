#!/usr/bin/env python3
"""g02_stamps: brute force for the philatelic society newsletter riddle."""
PEOPLE = ['Gordon', 'Maureen', 'Rashid', 'Elspeth']
CATS = [
    ('year', [1902, 1911, 1920, 1929]),
    ('price', ['£6.50', '£9', '£11.50', '£14']),
    ('country', ['Ceylon', 'Iceland', 'Peru', 'Tonga']),
]
P = {'£6.50': 650, '£9': 900, '£11.50': 1150, '£14': 1400}
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

@clue('year', 'country')
def peru_not_1911_1929(s):
    # Clue 1: The Peru stamp is neither the 1911 nor the 1929 issue.
    return s.get('year', 'country', 'Peru') not in (1911, 1929)

@clue('year', 'price')
def y1920_more_than_maureen(s):
    # Clue 2: The 1920 stamp cost more than Maureen's.
    return P[s.get('price', 'year', 1920)] > P[s.of('price', 'Maureen')]

@clue('year', 'price', 'country')
def oldest_250_less_ceylon(s):
    # Clue 3: The oldest stamp went for £2.50 less than the Ceylon issue.
    return P[s.get('price', 'year', 1902)] + 250 == P[s.get('price', 'country', 'Ceylon')]

@clue('year')
def rashid_18_after_elspeth(s):
    # Clue 4: Rashid's stamp was issued eighteen years after Elspeth's.
    return s.of('year', 'Rashid') == s.of('year', 'Elspeth') + 18

@clue('price', 'country')
def either_maureen_or_14_iceland(s):
    # Clue 5: Either Maureen or whoever paid £14 bought the Icelandic stamp.
    return either(s.of('country', 'Maureen') == 'Iceland', s.get('country', 'price', '£14') == 'Iceland')

@clue('year', 'price', 'country')
def rashid_ceylon_pair(s):
    # Clue 6: Of Rashid and the Ceylon collector, one bought the 1929 stamp and
    #   the other paid £11.50.
    return one_other(s, 'name', 'Rashid', 'country', 'Ceylon', 'year', 1929, 'price', '£11.50')

@clue('year', 'country')
def iceland_oldest(s):
    # Clue 7: The Icelandic stamp is the oldest of the four.
    return s.get('year', 'country', 'Iceland') == 1902


if __name__ == '__main__':
    main()
