#!/usr/bin/env python3
"""g08_wine: brute force for the wine society tasting notes riddle."""
PEOPLE = ['Clemence', 'Hamish', 'Ottilie', 'Piers']
CATS = [
    ('vintage', [2015, 2017, 2019, 2021]),
    ('price', ['£12', '£18', '£24', '£30']),
    ('score', [14, 15, 16, 17]),
    ('grape', ['Malbec', 'Riesling', 'Pinot Noir', 'Sauvignon Blanc']),
]
PR = {'£12': 12, '£18': 18, '£24': 24, '£30': 30}
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

@clue('price', 'grape')
def cheapest_sauv(s):
    # Clue 1: The cheapest bottle turned out to be the Sauvignon Blanc.
    return s.get('grape', 'price', '£12') == 'Sauvignon Blanc'

@clue('price', 'grape')
def neither_pinot_malbec_18(s):
    # Clue 2: Neither the Pinot Noir nor the Malbec cost £18.
    return '£18' not in (s.get('price', 'grape', 'Pinot Noir'), s.get('price', 'grape', 'Malbec'))

@clue('vintage', 'score')
def oldest_lowest(s):
    # Clue 3: The oldest vintage got the lowest score
    return s.get('score', 'vintage', 2015) == 14

@clue('price', 'score')
def top_score_18(s):
    # Clue 4: Top marks went to a bottle that cost £18.
    return s.get('price', 'score', 17) == '£18'

@clue('price')
def ottilie_12_more_clemence(s):
    # Clue 5: Ottilie paid £12 more than Clemence did.
    return PR[s.of('price', 'Ottilie')] == PR[s.of('price', 'Clemence')] + 12

@clue('vintage', 'grape')
def riesling_2_older_pinot(s):
    # Clue 6: The Riesling is two years older than the Pinot Noir.
    return s.get('vintage', 'grape', 'Riesling') + 2 == s.get('vintage', 'grape', 'Pinot Noir')

@clue('vintage', 'grape')
def either_hamish_or_2021_malbec(s):
    # Clue 7: Either Hamish brought the Malbec or the 2021 was the Malbec.
    return either(s.of('grape', 'Hamish') == 'Malbec', s.get('grape', 'vintage', 2021) == 'Malbec')

@clue('vintage', 'price', 'score')
def v2017_p24_pair(s):
    # Clue 8: The 2017 and the £24 bottle scored 15 and 14, one each.
    return one_other(s, 'vintage', 2017, 'price', '£24', 'score', 15, 'score', 14)


if __name__ == '__main__':
    main()
