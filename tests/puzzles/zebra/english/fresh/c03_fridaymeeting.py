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

# ---- c03: Friday puzzle (work email) ----
ROW = 'name'
SORT = 'time'
CATS = {
    'name':  ['Priya', 'Gareth', 'Hannah', 'Olu', 'Kevin'],
    'time':  ['9:00', '9:30', '10:00', '10:30', '11:00'],
    'lunch': ['sushi', 'jacket potato', 'falafel wrap', 'soup', 'pasta salad'],
    'dept':  ['HR', 'Finance', 'IT', 'Marketing', 'Legal'],
}


def mins(t):
    h, m = t.split(':')
    return int(h) * 60 + int(m)


def T(S, cat, key):
    return mins(val(S, cat, key, 'time'))


CLUES = [
    ("1. Olu's meeting was exactly 30 minutes after the IT person's.", ('time', 'dept'),
     lambda S: T(S, 'name', 'Olu') == T(S, 'dept', 'IT') + 30),
    ("2. Hannah had the last slot of the morning.", ('time',),
     lambda S: val(S, 'name', 'Hannah', 'time') == '11:00'),
    ("3. Whoever ordered the soup had a meeting before 10:00.", ('lunch', 'time'),
     lambda S: T(S, 'lunch', 'soup') < mins('10:00')),
    ("4. Either Priya or Kevin works in HR.", ('dept',),
     lambda S: (val(S, 'name', 'Priya', 'dept') == 'HR') != (val(S, 'name', 'Kevin', 'dept') == 'HR')),
    ("5. The jacket potato was ordered by the person in HR.", ('lunch', 'dept'),
     lambda S: same(S, 'lunch', 'jacket potato', 'dept', 'HR')),
    ("6. Marketing's meeting was an hour after the jacket potato person's.", ('dept', 'lunch', 'time'),
     lambda S: T(S, 'dept', 'Marketing') == T(S, 'lunch', 'jacket potato') + 60),
    ("7. The Finance person ordered neither the sushi nor the falafel wrap.", ('dept', 'lunch'),
     lambda S: val(S, 'dept', 'Finance', 'lunch') not in ('sushi', 'falafel wrap')),
    ("8. Kevin's meeting was after Gareth's but before Priya's.", ('time',),
     lambda S: T(S, 'name', 'Gareth') < T(S, 'name', 'Kevin') < T(S, 'name', 'Priya')),
    ("9. The Legal person's meeting was in the slot immediately before the sushi person's.", ('dept', 'lunch', 'time'),
     lambda S: T(S, 'dept', 'Legal') + 30 == T(S, 'lunch', 'sushi')),
    ("10. Olu didn't order the soup.", ('lunch',),
     lambda S: val(S, 'name', 'Olu', 'lunch') != 'soup'),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
