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

# ---- c05: sponsored run (maths homework sheet) ----
ROW = 'name'
SORT = None
CATS = {
    'name': ['Kai', 'Leah', 'Noor', 'Ollie', 'Ruby'],
    'laps': [3, 4, 6, 8, 9],
    'rate': [1, 2, 3, 4, 5],               # pounds per lap
}


def total(S, cat, key):
    return val(S, cat, key, 'laps') * val(S, cat, key, 'rate')


CLUES = [
    ("1. Leah ran the most laps but raised the least money.", ('laps', 'rate'),
     lambda S: val(S, 'name', 'Leah', 'laps') == 9
     and all(total(S, 'name', 'Leah') < total(S, 'name', n) for n in CATS['name'] if n != 'Leah')),
    ("2. Noor ran fewer laps than Kai but raised more money than Kai.", ('laps', 'rate'),
     lambda S: val(S, 'name', 'Noor', 'laps') < val(S, 'name', 'Kai', 'laps')
     and total(S, 'name', 'Noor') > total(S, 'name', 'Kai')),
    ("3. Ollie raised exactly twice as much money as Kai.", ('laps', 'rate'),
     lambda S: total(S, 'name', 'Ollie') == 2 * total(S, 'name', 'Kai')),
    ("4. The pupil sponsored £4 a lap ran half as many laps as Kai.", ('laps', 'rate'),
     lambda S: 2 * val(S, 'rate', 4, 'laps') == val(S, 'name', 'Kai', 'laps')),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
