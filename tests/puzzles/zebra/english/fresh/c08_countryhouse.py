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

# ---- c08: the missing brooch (detective story) ----
ROW = 'name'
SORT = 'room'
CATS = {
    'name': ['Colonel Ashby', 'Lady Venn', 'Dr Marsh', 'Miss Pryce', 'Mr Quill'],
    'room': [1, 2, 3, 4, 5],               # along the east corridor, 1 at the stair end
    'time': ['9:30', '10:00', '10:30', '11:00', '11:30'],   # time each retired
    'item': ['muddy boots', 'torn letter', 'candle stub', 'silver key', 'brooch'],
}


def mins(t):
    h, m = t.split(':')
    return int(h) * 60 + int(m)


def T(S, cat, key):
    return mins(val(S, cat, key, 'time'))


CLUES = [
    ("The Colonel retired first.", ('time',),
     lambda S: val(S, 'name', 'Colonel Ashby', 'time') == '9:30'),
    ("The Colonel's room is next to Miss Pryce's.", ('room',),
     lambda S: abs(val(S, 'name', 'Colonel Ashby', 'room') - val(S, 'name', 'Miss Pryce', 'room')) == 1),
    ("Miss Pryce's room is at one end of the corridor.", ('room',),
     lambda S: val(S, 'name', 'Miss Pryce', 'room') in (1, 5)),
    ("Whoever retired last slept in the middle room.", ('time', 'room'),
     lambda S: val(S, 'time', '11:30', 'room') == 3),
    ("The torn letter was in the room immediately beyond the brooch's room (one number higher).", ('item', 'room'),
     lambda S: val(S, 'item', 'torn letter', 'room') == val(S, 'item', 'brooch', 'room') + 1),
    ("Lady Venn retired an hour before Dr Marsh.", ('time',),
     lambda S: T(S, 'name', 'Lady Venn') + 60 == T(S, 'name', 'Dr Marsh')),
    ("The muddy boots were in the room of whoever retired earliest.", ('item', 'time'),
     lambda S: val(S, 'item', 'muddy boots', 'time') == '9:30'),
    ("Dr Marsh's room is the next one beyond Lady Venn's (one number higher).", ('room',),
     lambda S: val(S, 'name', 'Dr Marsh', 'room') == val(S, 'name', 'Lady Venn', 'room') + 1),
    ("Miss Pryce's room is nearer the stairs than Lady Venn's.", ('room',),
     lambda S: val(S, 'name', 'Miss Pryce', 'room') < val(S, 'name', 'Lady Venn', 'room')),
    ("The silver key was in the room next door to the one with the torn letter.", ('item', 'room'),
     lambda S: abs(val(S, 'item', 'silver key', 'room') - val(S, 'item', 'torn letter', 'room')) == 1),
]


if __name__ == '__main__':
    sols = solve()
    print(len(sols))
    for n, s in enumerate(sols):
        if n:
            print()
        show(s)
