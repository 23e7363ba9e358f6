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

# ---- c01: beach huts (weekly magazine puzzle page) ----
ROW = 'name'
SORT = 'hut'
CATS = {
    'name':   ['Marjorie', 'Clive', 'Sunita', 'Doug', 'Fiona'],
    'hut':    [1, 2, 3, 4, 5],            # numbered 1 to 5 from left to right
    'colour': ['red', 'yellow', 'blue', 'green', 'white'],
    'snack':  ['scones', 'crab sandwiches', 'flapjacks', 'pork pies', 'sausage rolls'],
}
CLUES = [
    ("1. The red hut is immediately to the right of the white hut.", ('colour', 'hut'),
     lambda S: val(S, 'colour', 'red', 'hut') == val(S, 'colour', 'white', 'hut') + 1),
    ("2. Sunita's hut is neither blue nor green.", ('colour',),
     lambda S: val(S, 'name', 'Sunita', 'colour') not in ('blue', 'green')),
    ("3. The flapjacks were brought to the middle hut.", ('snack', 'hut'),
     lambda S: val(S, 'snack', 'flapjacks', 'hut') == 3),
    ("4. The scones were brought to a hut next to the blue hut.", ('snack', 'colour', 'hut'),
     lambda S: abs(val(S, 'snack', 'scones', 'hut') - val(S, 'colour', 'blue', 'hut')) == 1),
    ("5. Clive's hut is at one end of the row, but it isn't the yellow one.", ('hut', 'colour'),
     lambda S: val(S, 'name', 'Clive', 'hut') in (1, 5) and val(S, 'name', 'Clive', 'colour') != 'yellow'),
    ("6. The crab sandwiches are in the hut immediately to the left of the sausage rolls.", ('snack', 'hut'),
     lambda S: val(S, 'snack', 'crab sandwiches', 'hut') + 1 == val(S, 'snack', 'sausage rolls', 'hut')),
    ("7. Fiona's hut is next to Clive's.", ('hut',),
     lambda S: abs(val(S, 'name', 'Fiona', 'hut') - val(S, 'name', 'Clive', 'hut')) == 1),
    ("8. Neither Doug nor Sunita brought the crab sandwiches.", ('snack',),
     lambda S: 'crab sandwiches' not in (val(S, 'name', 'Doug', 'snack'), val(S, 'name', 'Sunita', 'snack'))),
    ("9. Sunita's hut is immediately to the right of Marjorie's.", ('hut',),
     lambda S: val(S, 'name', 'Sunita', 'hut') == val(S, 'name', 'Marjorie', 'hut') + 1),
    ("10. The green hut is next to the yellow hut.", ('colour', 'hut'),
     lambda S: abs(val(S, 'colour', 'green', 'hut') - val(S, 'colour', 'yellow', 'hut')) == 1),
    ("11. The yellow hut is at one end of the row.", ('colour', 'hut'),
     lambda S: val(S, 'colour', 'yellow', 'hut') in (1, 5)),
    ("12. The white hut is not at either end of the row.", ('colour', 'hut'),
     lambda S: val(S, 'colour', 'white', 'hut') not in (1, 5)),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
