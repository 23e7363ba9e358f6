#!/usr/bin/env python3
"""g04_helpdesk: brute force for the IT support ticket thread riddle."""
PEOPLE = ['Bronwyn', 'Dev', 'Lukas', 'Yusuf']
CATS = [
    ('time', ['9:10am', '9:40am', '10:10am', '10:40am']),
    ('floor', ['2nd', '3rd', '4th', '5th']),
    ('problem', ['printer jam', 'VPN', 'password reset', 'frozen laptop']),
]
T = {'9:10am': 550, '9:40am': 580, '10:10am': 610, '10:40am': 640}
FL = {'2nd': 2, '3rd': 3, '4th': 4, '5th': 5}
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

@clue('time', 'problem')
def printer_first(s):
    # Clue 1: the printer jam was the first one in
    return s.get('time', 'problem', 'printer jam') == '9:10am'

@clue('time')
def lukas_hour_after_dev(s):
    # Clue 2: Lukas logged his exactly an hour after Dev
    return T[s.of('time', 'Lukas')] == T[s.of('time', 'Dev')] + 60

@clue('floor')
def bronwyn_one_above_lukas(s):
    # Clue 3: Bronwyn sits one floor above Lukas
    return FL[s.of('floor', 'Bronwyn')] == FL[s.of('floor', 'Lukas')] + 1

@clue('time', 'floor')
def fl4_30_after_fl5(s):
    # Clue 4: the 4th floor ticket came in 30 mins after the 5th floor one
    return T[s.get('time', 'floor', '4th')] == T[s.get('time', 'floor', '5th')] + 30

@clue('problem')
def neither_dev_bronwyn_frozen(s):
    # Clue 5: neither Dev nor Bronwyn has the frozen laptop
    return 'frozen laptop' not in (s.of('problem', 'Dev'), s.of('problem', 'Bronwyn'))

@clue('floor', 'problem')
def either_yusuf_or_2nd_reset(s):
    # Clue 6: either Yusuf or whoever's on the 2nd floor needs the password
    #   reset
    return either(s.of('problem', 'Yusuf') == 'password reset', s.get('problem', 'floor', '2nd') == 'password reset')

@clue('time', 'floor', 'problem')
def reset_fl4_pair(s):
    # Clue 7: of the password reset and the 4th floor ticket, one was logged at
    #   10:10am and the other at 9:40am
    return one_other(s, 'problem', 'password reset', 'floor', '4th', 'time', '10:10am', 'time', '9:40am')


if __name__ == '__main__':
    main()
