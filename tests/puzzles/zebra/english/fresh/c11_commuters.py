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

# ---- c11: the 7.42 (commuter puzzle book) ----
ROW = 'name'
SORT = 'station'
STATIONS = ['Ashvale', 'Brookfield', 'Carlton', 'Dunmere', 'Eastgate']   # in the order the train calls
CATS = {
    'name':     ['Helen', 'Ian', 'Ruth', 'Victor', 'Wendy'],
    'station':  STATIONS,
    'pastime':  ['newspaper', 'novel', 'crossword', 'laptop', 'podcast'],
    'carriage': [1, 2, 3, 4, 5],
}


def st(S, cat, key):
    return STATIONS.index(val(S, cat, key, 'station'))


CLUES = [
    ("1. The newspaper reader boards at the first of the five stations.", ('pastime', 'station'),
     lambda S: val(S, 'pastime', 'newspaper', 'station') == 'Ashvale'),
    ("2. Whoever sits in carriage 1 boards at the last of the five stations.", ('carriage', 'station'),
     lambda S: val(S, 'carriage', 1, 'station') == 'Eastgate'),
    ("3. Victor boards one stop after Ian.", ('station',),
     lambda S: st(S, 'name', 'Victor') == st(S, 'name', 'Ian') + 1),
    ("4. The crossword solver sits in the carriage numbered one higher than Ian's.", ('pastime', 'carriage'),
     lambda S: val(S, 'pastime', 'crossword', 'carriage') == val(S, 'name', 'Ian', 'carriage') + 1),
    ("5. Helen sits in a carriage next to Victor's.", ('carriage',),
     lambda S: abs(val(S, 'name', 'Helen', 'carriage') - val(S, 'name', 'Victor', 'carriage')) == 1),
    ("6. Wendy neither listens to a podcast nor reads a novel.", ('pastime',),
     lambda S: val(S, 'name', 'Wendy', 'pastime') not in ('podcast', 'novel')),
    ("7. The passenger in carriage 5 boards at a station before Carlton.", ('carriage', 'station'),
     lambda S: st(S, 'carriage', 5) < STATIONS.index('Carlton')),
    ("8. Helen boards at either Carlton or Dunmere.", ('station',),
     lambda S: val(S, 'name', 'Helen', 'station') in ('Carlton', 'Dunmere')),
    ("9. Wendy boards somewhere after Helen.", ('station',),
     lambda S: st(S, 'name', 'Wendy') > st(S, 'name', 'Helen')),
    ("10. Ruth boards after Wendy.", ('station',),
     lambda S: st(S, 'name', 'Ruth') > st(S, 'name', 'Wendy')),
    ("11. The novel reader sits in a carriage next to the podcast listener's.", ('pastime', 'carriage'),
     lambda S: abs(val(S, 'pastime', 'novel', 'carriage') - val(S, 'pastime', 'podcast', 'carriage')) == 1),
    ("12. Helen isn't the podcast listener.", ('pastime',),
     lambda S: val(S, 'name', 'Helen', 'pastime') != 'podcast'),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
