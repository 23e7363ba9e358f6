#!/usr/bin/env python3
"""g01_marathon: brute force for the Riverside Harriers marathon results riddle."""
PEOPLE = ['Dominic', 'Harriet', 'Kwame', 'Sinead', 'Tomasz']
CATS = [
    ('time', ['3:05', '3:20', '3:35', '3:50', '4:05']),
    ('age', [34, 41, 45, 52, 58]),
    ('charity', ['Macmillan', 'Oxfam', 'RSPCA', 'Shelter', 'Mind']),
]
MIN = {'3:05': 185, '3:20': 200, '3:35': 215, '3:50': 230, '4:05': 245}
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

@clue('time')
def kwame_30_after_dominic(s):
    # Clue 1: Kwame crossed the line half an hour after Dominic.
    return MIN[s.of('time', 'Kwame')] == MIN[s.of('time', 'Dominic')] + 30

@clue('age')
def harriet_7_younger_dominic(s):
    # Clue 2: Harriet is seven years younger than Dominic.
    return s.of('age', 'Harriet') + 7 == s.of('age', 'Dominic')

@clue('time', 'age', 'charity')
def oxfam_15_before_41(s):
    # Clue 3: The Oxfam runner finished 15 minutes ahead of our 41-year-old.
    return MIN[s.get('time', 'charity', 'Oxfam')] + 15 == MIN[s.get('time', 'age', 41)]

@clue('age', 'charity')
def tomasz_rspca_not_over50(s):
    # Clue 4: Neither Tomasz nor the RSPCA runner is over 50.
    return s.of('age', 'Tomasz') <= 50 and s.get('age', 'charity', 'RSPCA') <= 50

@clue('age', 'charity')
def either_harriet_or_34_mind(s):
    # Clue 5: Either Harriet or the 34-year-old raised money for Mind.
    return either(s.of('charity', 'Harriet') == 'Mind', s.get('charity', 'age', 34) == 'Mind')

@clue('time', 'age', 'charity')
def macmillan_58_pair(s):
    # Clue 6: Of the Macmillan runner and the 58-year-old, one finished in 3:50
    #   and the other in 3:20.
    return one_other(s, 'charity', 'Macmillan', 'age', 58, 'time', '3:50', 'time', '3:20')

@clue('time', 'charity')
def rspca_45_before_tomasz(s):
    # Clue 7: Whoever ran for the RSPCA beat Tomasz by a full 45 minutes.
    return MIN[s.get('time', 'charity', 'RSPCA')] + 45 == MIN[s.of('time', 'Tomasz')]


if __name__ == '__main__':
    main()
