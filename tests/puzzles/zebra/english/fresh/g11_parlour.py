#!/usr/bin/env python3
"""g11_parlour: brute force for the Victorian parlour puzzle (chairs 1..5 from the window)."""
PEOPLE = ['Miss Vane', 'Miss Ashby', 'Miss Pemberton', 'Miss Harcourt', 'Miss Thistlewood']
CATS = [
    ('chair', [1, 2, 3, 4, 5]),
    ('age', ['sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty']),
    ('piece', ['harp', 'pianoforte', 'violin', 'song', 'recitation']),
]
AGE = {'sixteen': 16, 'seventeen': 17, 'eighteen': 18, 'nineteen': 19, 'twenty': 20}
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

@clue('chair')
def vane_window(s):
    # Clue 1: I. Miss Vane occupied the chair nearest the window.
    return s.of('chair', 'Miss Vane') == 1

@clue('chair', 'age')
def eldest_middle(s):
    # Clue 2: II. The eldest of the party sat in the middle chair.
    return s.get('age', 'chair', 3) == 'twenty'

@clue('chair')
def harcourt_between(s):
    # Clue 3: III. Miss Harcourt sat between Miss Pemberton and Miss
    #   Thistlewood.
    h, p, t = (s.of('chair', x) for x in ('Miss Harcourt', 'Miss Pemberton', 'Miss Thistlewood'))
    return min(p, t) < h < max(p, t)

@clue('chair', 'piece')
def violin_far_piano_beside(s):
    # Clue 4: IV. The violinist had the chair farthest from the window, and the
    #   lady who played upon the pianoforte sat immediately beside her.
    return s.get('chair', 'piece', 'violin') == 5 and s.get('chair', 'piece', 'pianoforte') == 4

@clue('chair', 'piece')
def singer_next_reciter(s):
    # Clue 5: V. The lady who sang sat next to her who gave the recitation.
    return abs(s.get('chair', 'piece', 'song') - s.get('chair', 'piece', 'recitation')) == 1

@clue('age', 'piece')
def harp_2_older_recite(s):
    # Clue 6: VI. The harpist was two years the senior of the lady who recited.
    return AGE[s.get('age', 'piece', 'harp')] == AGE[s.get('age', 'piece', 'recitation')] + 2

@clue('age', 'piece')
def either_thistlewood_or_16_piano(s):
    # Clue 7: VII. Either Miss Thistlewood or the young lady of sixteen played
    #   upon the pianoforte.
    return either(s.of('piece', 'Miss Thistlewood') == 'pianoforte', s.get('piece', 'age', 'sixteen') == 'pianoforte')

@clue('age', 'piece')
def thistlewood_harp_pair(s):
    # Clue 8: VIII. Of Miss Thistlewood and the harpist, the one was eighteen
    #   and the other nineteen.
    return one_other(s, 'name', 'Miss Thistlewood', 'piece', 'harp', 'age', 'eighteen', 'age', 'nineteen')

@clue('chair')
def ashby_next_vane(s):
    # Clue 9: IX. Miss Ashby sat beside Miss Vane.
    return abs(s.of('chair', 'Miss Ashby') - s.of('chair', 'Miss Vane')) == 1


if __name__ == '__main__':
    main()
