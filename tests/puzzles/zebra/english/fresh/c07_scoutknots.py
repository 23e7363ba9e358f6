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

# ---- c07: orienteering (scouts' badge activity) ----
ROW = 'name'
SORT = 'place'
CATS = {
    'name':  ['Finn', 'Isla', 'Rohan', 'Megan', 'Josh'],
    'place': [1, 2, 3, 4, 5],             # finishing position, 1 = first home
    'knot':  ['reef knot', 'bowline', 'clove hitch', 'sheet bend', 'figure-of-eight'],
    'badge': ['First Aid', 'Camper', 'Navigator', 'Cook', 'Naturalist'],
}
CLUES = [
    ("1. The scout working on the Navigator badge finished immediately after Megan.", ('badge', 'place'),
     lambda S: val(S, 'badge', 'Navigator', 'place') == val(S, 'name', 'Megan', 'place') + 1),
    ("2. The reef knot was tied by the scout who finished last.", ('knot', 'place'),
     lambda S: val(S, 'knot', 'reef knot', 'place') == 5),
    ("3. Isla finished ahead of the scout working on the Camper badge, and she isn't doing Naturalist.", ('badge', 'place'),
     lambda S: val(S, 'name', 'Isla', 'place') < val(S, 'badge', 'Camper', 'place')
     and val(S, 'name', 'Isla', 'badge') != 'Naturalist'),
    ("4. Of Josh and the scout who tied the bowline, one finished 3rd and the other 4th.", ('knot', 'place'),
     lambda S: val(S, 'name', 'Josh', 'knot') != 'bowline'
     and {val(S, 'name', 'Josh', 'place'), val(S, 'knot', 'bowline', 'place')} == {3, 4}),
    ("5. The scout who finished first tied the clove hitch.", ('knot', 'place'),
     lambda S: val(S, 'place', 1, 'knot') == 'clove hitch'),
    ("6. The scout working on the Naturalist badge tied the figure-of-eight.", ('badge', 'knot'),
     lambda S: same(S, 'badge', 'Naturalist', 'knot', 'figure-of-eight')),
    ("7. The First Aid scout finished ahead of the Naturalist scout.", ('badge', 'place'),
     lambda S: val(S, 'badge', 'First Aid', 'place') < val(S, 'badge', 'Naturalist', 'place')),
    ("8. Josh is not working on the Cook badge.", ('badge',),
     lambda S: val(S, 'name', 'Josh', 'badge') != 'Cook'),
    ("9. Finn finished ahead of Josh.", ('place',),
     lambda S: val(S, 'name', 'Finn', 'place') < val(S, 'name', 'Josh', 'place')),
    ("10. Megan finished ahead of Finn.", ('place',),
     lambda S: val(S, 'name', 'Megan', 'place') < val(S, 'name', 'Finn', 'place')),
    ("11. Josh didn't tie the figure-of-eight.", ('knot',),
     lambda S: val(S, 'name', 'Josh', 'knot') != 'figure-of-eight'),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
