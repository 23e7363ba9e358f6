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

# ---- c12: stalls on the green (village fete programme) ----
ROW = 'name'
SORT = 'stall'
CATS = {
    'name':   ['Mrs Abbott', 'Mr Bellamy', 'Mrs Crane', 'Mr Dyer', 'Miss Ellery'],
    'stall':  [1, 2, 3, 4, 5],             # in a row, 1 at the church end
    'goods':  ['jam', 'cakes', 'plants', 'books', 'tombola'],
    'raised': [40, 55, 70, 85, 100],       # pounds
}
CLUES = [
    ("The cake stall raised the most.", ('goods', 'raised'),
     lambda S: val(S, 'goods', 'cakes', 'raised') == 100),
    ("The cake stall was next to the plant stall.", ('goods', 'stall'),
     lambda S: abs(val(S, 'goods', 'cakes', 'stall') - val(S, 'goods', 'plants', 'stall')) == 1),
    ("The plant stall was at the church end.", ('goods', 'stall'),
     lambda S: val(S, 'goods', 'plants', 'stall') == 1),
    ("Mr Bellamy's stall was further from the church than Mrs Abbott's.", ('stall',),
     lambda S: val(S, 'name', 'Mr Bellamy', 'stall') > val(S, 'name', 'Mrs Abbott', 'stall')),
    ("The books raised £15 less than the tombola.", ('goods', 'raised'),
     lambda S: val(S, 'goods', 'books', 'raised') + 15 == val(S, 'goods', 'tombola', 'raised')),
    ("Miss Ellery's stall was in the middle.", ('stall',),
     lambda S: val(S, 'name', 'Miss Ellery', 'stall') == 3),
    ("The jam raised £30 more than the tombola.", ('goods', 'raised'),
     lambda S: val(S, 'goods', 'jam', 'raised') == val(S, 'goods', 'tombola', 'raised') + 30),
    ("Mrs Abbott and Mr Bellamy had neighbouring stalls.", ('stall',),
     lambda S: abs(val(S, 'name', 'Mrs Abbott', 'stall') - val(S, 'name', 'Mr Bellamy', 'stall')) == 1),
    ("Mrs Crane's stall was nearer the church than Miss Ellery's.", ('stall',),
     lambda S: val(S, 'name', 'Mrs Crane', 'stall') < val(S, 'name', 'Miss Ellery', 'stall')),
    ("Miss Ellery raised more than Mrs Abbott.", ('raised',),
     lambda S: val(S, 'name', 'Miss Ellery', 'raised') > val(S, 'name', 'Mrs Abbott', 'raised')),
    ("Mr Bellamy's stall raised more than Mr Dyer's.", ('raised',),
     lambda S: val(S, 'name', 'Mr Bellamy', 'raised') > val(S, 'name', 'Mr Dyer', 'raised')),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
