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

# ---- c09: request show (radio phone-in) ----
ROW = 'name'
SORT = 'order'
CATS = {
    'name':  ['Bev', 'Terry', 'Nadia', 'Glen', 'Rosa'],
    'order': [1, 2, 3, 4, 5],              # order in which they got through
    'town':  ['Ashford', 'Bexley', 'Crawley', 'Dorking', 'Epsom'],
    'genre': ['jazz', 'country', 'reggae', 'soul', 'rock'],
}
CLUES = [
    ("The first caller asked for country, and isn't from Ashford.", ('order', 'genre', 'town'),
     lambda S: val(S, 'order', 1, 'genre') == 'country' and val(S, 'order', 1, 'town') != 'Ashford'),
    ("Nadia rang at some point after Glen.", ('order',),
     lambda S: val(S, 'name', 'Nadia', 'order') > val(S, 'name', 'Glen', 'order')),
    ("Glen wasn't the first caller.", ('order',),
     lambda S: val(S, 'name', 'Glen', 'order') != 1),
    ("The Dorking caller rang straight after the soul request.", ('town', 'genre', 'order'),
     lambda S: val(S, 'town', 'Dorking', 'order') == val(S, 'genre', 'soul', 'order') + 1),
    ("Either Bev or the caller from Bexley asked for rock; they are two different people and only one of them asked for it.", ('town', 'genre'),
     lambda S: val(S, 'name', 'Bev', 'town') != 'Bexley'
     and (val(S, 'name', 'Bev', 'genre') == 'rock') != (val(S, 'town', 'Bexley', 'genre') == 'rock')),
    ("The Epsom caller rang before Bev.", ('town', 'order'),
     lambda S: val(S, 'town', 'Epsom', 'order') < val(S, 'name', 'Bev', 'order')),
    ("The jazz fan rang immediately before the last caller.", ('genre', 'order'),
     lambda S: val(S, 'genre', 'jazz', 'order') == 4),
    ("Rosa got through immediately before Bev.", ('order',),
     lambda S: val(S, 'name', 'Rosa', 'order') + 1 == val(S, 'name', 'Bev', 'order')),
    ("The Ashford caller rang just before Nadia.", ('town', 'order'),
     lambda S: val(S, 'town', 'Ashford', 'order') + 1 == val(S, 'name', 'Nadia', 'order')),
    ("Nadia didn't ask for rock.", ('genre',),
     lambda S: val(S, 'name', 'Nadia', 'genre') != 'rock'),
    ("The Crawley caller got through before the Epsom caller.", ('town', 'order'),
     lambda S: val(S, 'town', 'Crawley', 'order') < val(S, 'town', 'Epsom', 'order')),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
