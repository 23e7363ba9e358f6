#!/usr/bin/env python3
# Brute-force check for one riddle: tries every assignment (itertools.permutations
# over every category), keeps those satisfying all clues, prints the number of
# solutions on the first line and then the solution table(s).
from itertools import permutations


def val(S, cat, key, cat2):
    """The `cat2` value of the row whose `cat` value is `key`."""
    return S[cat2][S[cat].index(key)]


def same(S, c1, v1, c2, v2):
    """True if value v1 (of category c1) and value v2 (of c2) are in the same row."""
    return S[c1].index(v1) == S[c2].index(v2)


def solve(clues=None):
    clues = CLUES if clues is None else clues
    order = [c for c in CATS if c != ROW]
    for _, cs, _ in clues:
        assert set(cs) - {ROW} and set(cs) <= set(CATS), cs
    sols, S = [], {ROW: tuple(CATS[ROW])}

    def rec(k):
        if k == len(order):
            sols.append(dict(S))
            return
        c = order[k]
        known = {ROW, *order[:k + 1]}
        # each clue is tested as soon as every category it mentions is assigned
        todo = [f for _, cs, f in clues if c in cs and set(cs) <= known]
        for p in permutations(CATS[c]):
            S[c] = p
            if all(f(S) for f in todo):
                rec(k + 1)
        del S[c]

    rec(0)
    return sols


def show(S):
    cols = list(CATS)
    rows = list(range(len(S[ROW])))
    if SORT:
        rows.sort(key=lambda i: CATS[SORT].index(S[SORT][i]))
    w = {c: max(len(c), *(len(str(x)) for x in CATS[c])) for c in cols}
    print('  '.join(c.ljust(w[c]) for c in cols).rstrip())
    for i in rows:
        print('  '.join(str(S[c][i]).ljust(w[c]) for c in cols).rstrip())

# ---- c02: birthday-party queue (children's activity book) ----
ROW = 'name'
SORT = 'place'
CATS = {
    'name':    ['Lily', 'Tom', 'Mia', 'Sam', 'Zara'],
    'place':   [1, 2, 3, 4, 5],           # 1 = front of the queue, 5 = back
    'balloon': ['red', 'blue', 'yellow', 'green', 'purple'],
}
CLUES = [
    ("1. Sam is at the very back of the queue.", ('place',),
     lambda S: val(S, 'name', 'Sam', 'place') == 5),
    ("2. The child with the red balloon is standing just in front of Zara.", ('balloon', 'place'),
     lambda S: val(S, 'balloon', 'red', 'place') + 1 == val(S, 'name', 'Zara', 'place')),
    ("3. Lily is not standing next to Mia.", ('place',),
     lambda S: abs(val(S, 'name', 'Lily', 'place') - val(S, 'name', 'Mia', 'place')) != 1),
    ("4. The green balloon is exactly in the middle of the queue.", ('balloon', 'place'),
     lambda S: val(S, 'balloon', 'green', 'place') == 3),
    ("5. Tom is not at the front of the queue.", ('place',),
     lambda S: val(S, 'name', 'Tom', 'place') != 1),
    ("6. The purple balloon is at the front of the queue.", ('balloon', 'place'),
     lambda S: val(S, 'balloon', 'purple', 'place') == 1),
    ("7. The yellow balloon is somewhere behind Lily.", ('balloon', 'place'),
     lambda S: val(S, 'balloon', 'yellow', 'place') > val(S, 'name', 'Lily', 'place')),
    ("8. Mia is somewhere in front of Lily.", ('place',),
     lambda S: val(S, 'name', 'Mia', 'place') < val(S, 'name', 'Lily', 'place')),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
