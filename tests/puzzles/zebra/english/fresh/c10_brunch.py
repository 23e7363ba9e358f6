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

# ---- c10: brunch (WhatsApp message) ----
ROW = 'name'
SORT = 'paid'
CATS = {
    'name':  ['Jess', 'Tariq', 'Ellie', 'Marcus', 'Becky'],
    'dish':  ['pancakes', 'eggs benedict', 'avocado toast', 'full english', 'shakshuka'],
    'drink': ['flat white', 'oat latte', 'orange juice', 'mimosa', 'tea'],
    'paid':  [8, 9, 10, 11, 12],           # pounds
}
CLUES = [
    ("tariq paid the most", ('paid',),
     lambda S: val(S, 'name', 'Tariq', 'paid') == 12),
    ("whoever had the mimosa paid £1 more than becky", ('drink', 'paid'),
     lambda S: val(S, 'drink', 'mimosa', 'paid') == val(S, 'name', 'Becky', 'paid') + 1),
    ("the avocado toast person paid £2 more than whoever got the oj", ('dish', 'drink', 'paid'),
     lambda S: val(S, 'dish', 'avocado toast', 'paid') == val(S, 'drink', 'orange juice', 'paid') + 2),
    ("marcus didn't get pancakes or the full english", ('dish',),
     lambda S: val(S, 'name', 'Marcus', 'dish') not in ('pancakes', 'full english')),
    ("the oat latte person paid less than marcus", ('drink', 'paid'),
     lambda S: val(S, 'drink', 'oat latte', 'paid') < val(S, 'name', 'Marcus', 'paid')),
    ("jess didn't have tea or the mimosa", ('drink',),
     lambda S: val(S, 'name', 'Jess', 'drink') not in ('tea', 'mimosa')),
    ("of the tea drinker and ellie, one had the full english and the other paid £9", ('drink', 'dish', 'paid'),
     lambda S: val(S, 'name', 'Ellie', 'drink') != 'tea' and (
         (val(S, 'drink', 'tea', 'dish') == 'full english' and val(S, 'name', 'Ellie', 'paid') == 9)
         or (val(S, 'name', 'Ellie', 'dish') == 'full english' and val(S, 'drink', 'tea', 'paid') == 9))),
    ("whoever had the eggs benedict paid the least", ('dish', 'paid'),
     lambda S: val(S, 'dish', 'eggs benedict', 'paid') == 8),
    ("oh and becky paid less than jess", ('paid',),
     lambda S: val(S, 'name', 'Becky', 'paid') < val(S, 'name', 'Jess', 'paid')),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
