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

# ---- c06: visiting days (retirement-village newsletter) ----
ROW = 'name'
SORT = 'day'
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
CATS = {
    'name':  ['Edna', 'Harold', 'Joan', 'Stanley', 'Dorothy'],
    'day':   DAYS,
    'hobby': ['bowls', 'knitting', 'bridge', 'watercolours', 'gardening'],
    'age':   [78, 81, 84, 87, 90],
}


def D(S, cat, key):
    return DAYS.index(val(S, cat, key, 'day'))


CLUES = [
    ("1. Our oldest resident has visitors the day after Harold does.", ('age', 'day'),
     lambda S: D(S, 'age', 90) == D(S, 'name', 'Harold') + 1),
    ("2. The knitter is three years older than the gardener.", ('hobby', 'age'),
     lambda S: val(S, 'hobby', 'knitting', 'age') == val(S, 'hobby', 'gardening', 'age') + 3),
    ("3. Our youngest resident has visitors later in the week than everybody else.", ('age', 'day'),
     lambda S: val(S, 'age', 78, 'day') == 'Friday'),
    ("4. The bowls player is neither the youngest nor the oldest.", ('hobby', 'age'),
     lambda S: val(S, 'hobby', 'bowls', 'age') not in (78, 90)),
    ("5. Dorothy's visitors come the day before Joan's.", ('day',),
     lambda S: D(S, 'name', 'Dorothy') + 1 == D(S, 'name', 'Joan')),
    ("6. Stanley doesn't paint, knit or garden.", ('hobby',),
     lambda S: val(S, 'name', 'Stanley', 'hobby') not in ('watercolours', 'knitting', 'gardening')),
    ("7. The gardener is older than Harold.", ('hobby', 'age'),
     lambda S: val(S, 'hobby', 'gardening', 'age') > val(S, 'name', 'Harold', 'age')),
    ("8. Stanley has visitors earlier in the week than Edna.", ('day',),
     lambda S: D(S, 'name', 'Stanley') < D(S, 'name', 'Edna')),
    ("9. Dorothy is younger than Edna.", ('age',),
     lambda S: val(S, 'name', 'Dorothy', 'age') < val(S, 'name', 'Edna', 'age')),
    ("10. Harold's visitors come earlier in the week than Stanley's.", ('day',),
     lambda S: D(S, 'name', 'Harold') < D(S, 'name', 'Stanley')),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
