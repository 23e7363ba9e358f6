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

# ---- c04: Reddit post ----
ROW = 'name'
SORT = 'age'
CATS = {
    'name': ['Alex', 'Jordan', 'Casey', 'Riley', 'Morgan'],
    'age':  [24, 26, 28, 30, 32],
    'town': ['Denver', 'Austin', 'Boise', 'Tampa', 'Reno'],
    'pet':  ['dog', 'cat', 'iguana', 'hamster', 'parrot'],
}
CLUES = [
    ("The person from Denver is the oldest.", ('town', 'age'),
     lambda S: val(S, 'town', 'Denver', 'age') == 32),
    ("Jordan is 2 years younger than the parrot owner.", ('age', 'pet'),
     lambda S: val(S, 'name', 'Jordan', 'age') + 2 == val(S, 'pet', 'parrot', 'age')),
    ("The iguana owner is 4 years older than Jordan.", ('age', 'pet'),
     lambda S: val(S, 'pet', 'iguana', 'age') == val(S, 'name', 'Jordan', 'age') + 4),
    ("Morgan isn't from Boise or Reno.", ('town',),
     lambda S: val(S, 'name', 'Morgan', 'town') not in ('Boise', 'Reno')),
    ("Casey has either the dog or the hamster.", ('pet',),
     lambda S: val(S, 'name', 'Casey', 'pet') in ('dog', 'hamster')),
    ("The person from Tampa is the youngest.", ('town', 'age'),
     lambda S: val(S, 'town', 'Tampa', 'age') == 24),
    ("The hamster owner is older than the person from Boise but younger than the dog owner.", ('pet', 'town', 'age'),
     lambda S: val(S, 'town', 'Boise', 'age') < val(S, 'pet', 'hamster', 'age') < val(S, 'pet', 'dog', 'age')),
    ("Riley is younger than Alex.", ('age',),
     lambda S: val(S, 'name', 'Riley', 'age') < val(S, 'name', 'Alex', 'age')),
    ("Casey is older than Morgan.", ('age',),
     lambda S: val(S, 'name', 'Casey', 'age') > val(S, 'name', 'Morgan', 'age')),
    ("Riley isn't from Boise.", ('town',),
     lambda S: val(S, 'name', 'Riley', 'town') != 'Boise'),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
