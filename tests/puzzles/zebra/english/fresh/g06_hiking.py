#!/usr/bin/env python3
"""g06_hiking: brute force for the hiking club trip log riddle."""
PEOPLE = ['Bernard', 'Caitlin', 'Hugo', 'Joyce', 'Priyanka']
CATS = [
    ('month', ['March', 'April', 'May', 'June', 'July']),
    ('km', [9, 12, 15, 18, 21]),
    ('walk', ['Pen y Fan', 'Snowdon', 'Helvellyn', 'Scafell Pike', 'Cadair Idris']),
]
M = {'March': 3, 'April': 4, 'May': 5, 'June': 6, 'July': 7}
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

@clue('month', 'walk')
def march_penyfan(s):
    # Clue 1: The March walk was Pen y Fan, in sideways rain.
    return s.get('walk', 'month', 'March') == 'Pen y Fan'

@clue('month')
def joyce_after_caitlin(s):
    # Clue 2: I [Joyce] led mine the month after Caitlin's.
    return M[s.of('month', 'Joyce')] == M[s.of('month', 'Caitlin')] + 1

@clue('km', 'walk')
def longest_snowdon(s):
    # Clue 3: Snowdon was the longest of the lot.
    return s.get('walk', 'km', 21) == 'Snowdon'

@clue('km')
def priyanka_3_shorter_bernard(s):
    # Clue 4: Priyanka's route was 3 km shorter than Bernard's.
    return s.of('km', 'Priyanka') + 3 == s.of('km', 'Bernard')

@clue('month', 'walk')
def scafell_after_helvellyn(s):
    # Clue 5: We did Scafell Pike the month after Helvellyn.
    return M[s.get('month', 'walk', 'Scafell Pike')] == M[s.get('month', 'walk', 'Helvellyn')] + 1

@clue('month', 'km')
def april_9_longer_march(s):
    # Clue 6: The April walk was 9 km longer than the March one.
    return s.get('km', 'month', 'April') == s.get('km', 'month', 'March') + 9

@clue('month', 'km')
def either_bernard_or_12_may(s):
    # Clue 7: Either Bernard's walk or the 12 km one was in May.
    return either(s.of('month', 'Bernard') == 'May', s.get('month', 'km', 12) == 'May')

@clue('month', 'km')
def june_joyce_pair(s):
    # Clue 8: Of the June walk and mine [Joyce's], one was 15 km and the other
    #   21 km.
    return one_other(s, 'month', 'June', 'name', 'Joyce', 'km', 15, 'km', 21)

@clue('walk')
def bernard_not_cadair(s):
    # Clue 9: And Bernard never went anywhere near Cadair Idris
    return s.of('walk', 'Bernard') != 'Cadair Idris'


if __name__ == '__main__':
    main()
