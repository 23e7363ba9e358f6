#!/usr/bin/env python3
"""g10_train: brute force for the station departures riddle."""
PEOPLE = ['Alistair', 'Bryony', 'Fergus', 'Morag', 'Sanjay']
CATS = [
    ('time', ['07:12', '07:27', '07:42', '07:57', '08:12']),
    ('platform', [1, 2, 3, 4, 5]),
    ('dest', ['Perth', 'Stirling', 'Dundee', 'Inverness', 'Aberdeen']),
]
T = {'07:12': 432, '07:27': 447, '07:42': 462, '07:57': 477, '08:12': 492}
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

@clue('platform', 'dest')
def aberdeen_pl5(s):
    # Clue 1: a) The Aberdeen train left from platform 5.
    return s.get('platform', 'dest', 'Aberdeen') == 5

@clue('time', 'platform')
def last_not_pl3(s):
    # Clue 2: b) The last of the five departures did not leave from platform 3.
    return s.get('platform', 'time', '08:12') != 3

@clue('time')
def fergus_30_after_alistair(s):
    # Clue 3: c) Fergus's train pulled out 30 minutes after Alistair's.
    return T[s.of('time', 'Fergus')] == T[s.of('time', 'Alistair')] + 30

@clue('platform', 'dest')
def perth_one_below_alistair(s):
    # Clue 4: d) The Perth train went from the platform numbered one lower than
    #   Alistair's.
    return s.get('platform', 'dest', 'Perth') + 1 == s.of('platform', 'Alistair')

@clue('time', 'dest')
def sanjay_15_after_dundee(s):
    # Clue 5: e) Sanjay left 15 minutes after the Dundee train.
    return T[s.of('time', 'Sanjay')] == T[s.get('time', 'dest', 'Dundee')] + 15

@clue('time', 'platform')
def pl4_15_after_morag(s):
    # Clue 6: f) The train on platform 4 left a quarter of an hour after
    #   Morag's.
    return T[s.get('time', 'platform', 4)] == T[s.of('time', 'Morag')] + 15

@clue('time', 'platform')
def either_bryony_or_0727_pl5(s):
    # Clue 7: g) Either Bryony's train or the 07:27 departure was on platform 5.
    return either(s.of('platform', 'Bryony') == 5, s.get('platform', 'time', '07:27') == 5)

@clue('platform', 'dest')
def inverness_bryony_pair(s):
    # Clue 8: h) Of the Inverness train and Bryony's, one went from platform 1
    #   and the other from platform 2.
    return one_other(s, 'dest', 'Inverness', 'name', 'Bryony', 'platform', 1, 'platform', 2)

@clue('platform')
def sanjay_one_above_bryony(s):
    # Clue 9: i) Sanjay's platform number was one higher than Bryony's.
    return s.of('platform', 'Sanjay') == s.of('platform', 'Bryony') + 1


if __name__ == '__main__':
    main()
