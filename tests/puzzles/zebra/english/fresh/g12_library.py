#!/usr/bin/env python3
"""g12_library: brute force for the library overdue notice riddle."""
PEOPLE = ['Mr Cartwright', 'Ms Dube', 'Mrs Lindqvist', "Mr O'Hara", 'Miss Patel']
CATS = [
    ('fine', ['£0.60', '£1.20', '£1.80', '£2.40', '£3.00']),
    ('branch', ['Central', 'Eastgate', 'Hillside', 'Mill Lane', 'Northfield']),
    ('book', ['Dune', 'Middlemarch', 'Wolf Hall', 'Rebecca', 'The Salt Path']),
]
P = {'£0.60': 60, '£1.20': 120, '£1.80': 180, '£2.40': 240, '£3.00': 300}
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

@clue('fine')
def cartwright_60p_less_lindqvist(s):
    # Clue 1: Mr Cartwright owes 60p less than Mrs Lindqvist.
    return P[s.of('fine', 'Mr Cartwright')] + 60 == P[s.of('fine', 'Mrs Lindqvist')]

@clue('branch', 'book')
def rebecca_northfield(s):
    # Clue 2: Rebecca was borrowed from Northfield.
    return s.get('branch', 'book', 'Rebecca') == 'Northfield'

@clue('fine', 'book')
def biggest_wolfhall(s):
    # Clue 3: Wolf Hall has the biggest fine.
    return s.get('book', 'fine', '£3.00') == 'Wolf Hall'

@clue('fine')
def ohara_60p_more_dube(s):
    # Clue 4: Mr O'Hara owes 60p more than Ms Dube.
    return P[s.of('fine', "Mr O'Hara")] == P[s.of('fine', 'Ms Dube')] + 60

@clue('fine', 'branch')
def hillside_120_more_ohara(s):
    # Clue 5: The Hillside borrower owes £1.20 more than Mr O'Hara.
    return P[s.get('fine', 'branch', 'Hillside')] == P[s.of('fine', "Mr O'Hara")] + 120

@clue('fine', 'book')
def patel_60p_less_dune(s):
    # Clue 6: Miss Patel owes 60p less than whoever has Dune.
    return P[s.of('fine', 'Miss Patel')] + 60 == P[s.get('fine', 'book', 'Dune')]

@clue('branch', 'book')
def either_patel_or_millane_middlemarch(s):
    # Clue 7: Either Miss Patel or the Mill Lane borrower has Middlemarch.
    return either(s.of('book', 'Miss Patel') == 'Middlemarch', s.get('book', 'branch', 'Mill Lane') == 'Middlemarch')

@clue('fine', 'branch', 'book')
def dune_eastgate_pair(s):
    # Clue 8: Of Dune and the Eastgate book, one has a £2.40 fine and the other
    #   £1.80.
    return one_other(s, 'book', 'Dune', 'branch', 'Eastgate', 'fine', '£2.40', 'fine', '£1.80')

@clue('fine', 'branch')
def northfield_twice_dube(s):
    # Clue 9: The Northfield borrower owes exactly twice what Ms Dube does.
    return P[s.get('fine', 'branch', 'Northfield')] == 2 * P[s.of('fine', 'Ms Dube')]

@clue('fine', 'book')
def saltpath_more_middlemarch(s):
    # Clue 10: The Salt Path has run up a bigger fine than Middlemarch.
    return P[s.get('fine', 'book', 'The Salt Path')] > P[s.get('fine', 'book', 'Middlemarch')]


if __name__ == '__main__':
    main()
