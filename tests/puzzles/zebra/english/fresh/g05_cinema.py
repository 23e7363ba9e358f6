#!/usr/bin/env python3
"""g05_cinema: brute force for the cinema row F riddle (seats F7..F11, left to right)."""
PEOPLE = ['Aoife', 'Gareth', 'Lorna', 'Nikhil', 'Tamsin']
CATS = [
    ('seat', ['F7', 'F8', 'F9', 'F10', 'F11']),
    ('snack', ['popcorn', 'nachos', 'hot dog', 'ice cream', "pick 'n' mix"]),
    ('drink', ['cola', 'lemonade', 'water', 'iced tea', 'coffee']),
]
N = {'F7': 7, 'F8': 8, 'F9': 9, 'F10': 10, 'F11': 11}
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

@clue('seat', 'snack')
def popcorn_middle(s):
    # Clue 1: The popcorn was in the middle seat, F9.
    return s.get('snack', 'seat', 'F9') == 'popcorn'

@clue('seat')
def lorna_left_of_aoife(s):
    # Clue 2: Lorna sat somewhere to the left of Aoife,
    return N[s.of('seat', 'Lorna')] < N[s.of('seat', 'Aoife')]

@clue('seat')
def lorna_next_nikhil(s):
    # Clue 3: and Lorna and Nikhil sat side by side.
    return abs(N[s.of('seat', 'Lorna')] - N[s.of('seat', 'Nikhil')]) == 1

@clue('seat', 'drink')
def nikhil_left_of_water(s):
    # Clue 4: Nikhil was immediately to the left of the person drinking water.
    return N[s.of('seat', 'Nikhil')] + 1 == N[s.get('seat', 'drink', 'water')]

@clue('snack', 'drink')
def icedtea_pickmix(s):
    # Clue 5: Whoever had the iced tea also had the pick 'n' mix.
    return s.same('drink', 'iced tea', 'snack', "pick 'n' mix")

@clue('seat', 'snack')
def hotdog_two_right_of_nachos(s):
    # Clue 6: The hot dog was two seats to the right of the nachos.
    return N[s.get('seat', 'snack', 'hot dog')] == N[s.get('seat', 'snack', 'nachos')] + 2

@clue('seat', 'drink')
def coffee_next_cola(s):
    # Clue 7: The coffee drinker sat next to the cola drinker.
    return abs(N[s.get('seat', 'drink', 'coffee')] - N[s.get('seat', 'drink', 'cola')]) == 1

@clue('seat')
def tamsin_between(s):
    # Clue 8: Tamsin sat between Aoife and Gareth.
    t, a, g = N[s.of('seat', 'Tamsin')], N[s.of('seat', 'Aoife')], N[s.of('seat', 'Gareth')]
    return min(a, g) < t < max(a, g)

@clue('snack', 'drink')
def aoife_icecream_pair(s):
    # Clue 9: Of Aoife and the ice cream eater, one drank water and the other
    #   coffee.
    return one_other(s, 'name', 'Aoife', 'snack', 'ice cream', 'drink', 'water', 'drink', 'coffee')

@clue('seat', 'snack', 'drink')
def lemonade_right_of_popcorn(s):
    # Clue 10: Finally, the lemonade was directly to the right of the popcorn.
    return N[s.get('seat', 'drink', 'lemonade')] == N[s.get('seat', 'snack', 'popcorn')] + 1


if __name__ == '__main__':
    main()
