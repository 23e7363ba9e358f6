#!/usr/bin/env python3
"""g07_chess: brute force for the chess club rapidplay riddle (boards 1..5 in a row)."""
PEOPLE = ['Wendell', 'Ines', 'Seun', 'Margit', 'Ravi']
CATS = [
    ('board', [1, 2, 3, 4, 5]),
    ('rating', [1450, 1520, 1590, 1660, 1730]),
    ('opening', ['Sicilian', 'French', 'Caro-Kann', 'London', "King's Indian"]),
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

@clue('rating', 'opening')
def london_top(s):
    # Clue 1: The London was played by the highest-rated of the five.
    return s.get('rating', 'opening', 'London') == 1730

@clue('board', 'rating')
def r1590_board5(s):
    # Clue 2: Board 5 was taken by the player rated 1590.
    return s.get('board', 'rating', 1590) == 5

@clue('board', 'opening')
def ines_next_french(s):
    # Clue 3: Ines sat right next to the French player.
    return abs(s.of('board', 'Ines') - s.get('board', 'opening', 'French')) == 1

@clue('rating')
def ines_70_above_margit(s):
    # Clue 4: Ines is rated 70 points higher than Margit.
    return s.of('rating', 'Ines') == s.of('rating', 'Margit') + 70

@clue('board', 'opening')
def carokann_between(s):
    # Clue 5: The Caro-Kann board was somewhere between the French board and the
    #   King's Indian board.
    c, f, k = (s.get('board', 'opening', o) for o in ('Caro-Kann', 'French', "King's Indian"))
    return min(f, k) < c < max(f, k)

@clue('board', 'rating', 'opening')
def board3_70_below_london(s):
    # Clue 6: Whoever sat at board 3 is rated 70 below the London player.
    return s.get('rating', 'board', 3) + 70 == s.get('rating', 'opening', 'London')

@clue('rating', 'opening')
def either_wendell_or_1520_sicilian(s):
    # Clue 7: It was Wendell or the 1520 player (not both) who played the
    #   Sicilian.
    return either(s.of('opening', 'Wendell') == 'Sicilian', s.get('opening', 'rating', 1520) == 'Sicilian')

@clue('rating', 'opening')
def ravi_carokann_pair(s):
    # Clue 8: Of Ravi and the Caro-Kann player, one is rated 1590 and the other
    #   1450.
    return one_other(s, 'name', 'Ravi', 'opening', 'Caro-Kann', 'rating', 1590, 'rating', 1450)

@clue('rating')
def wendell_above_seun(s):
    # Clue 9: Wendell outrates Seun.
    return s.of('rating', 'Wendell') > s.of('rating', 'Seun')


if __name__ == '__main__':
    main()
