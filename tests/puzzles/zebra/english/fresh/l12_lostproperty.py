# Brute force for l12_lostproperty (Lost Property Office log, Thursday morning)
from itertools import permutations, product

PEOPLE = ['umbrella', 'violin case', 'teddy bear', 'briefcase']   # the items
TIMES = ['09:10', '09:40', '10:10', '10:40']
CATS = {
    'time': TIMES,
    'platform': [1, 2, 3, 4],
    'finder': ['Hobbs', 'Pryce', 'Mrs Tulley', 'Alf'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def mins(t):
    h, m = t.split(':')
    return int(h) * 60 + int(m)

def t(s, item):
    return mins(s['time'][item])

def tby(s, cat, val):
    return t(s, who(s, cat, val))

CLUES = [
    # 1. The teddy bear was handed in an hour after the briefcase.
    lambda s: t(s, 'teddy bear') == t(s, 'briefcase') + 60,
    # 2. The item from platform 1 came in half an hour after the one from platform 3.
    lambda s: tby(s, 'platform', 1) == tby(s, 'platform', 3) + 30,
    # 3. Mrs Tulley handed hers in before Mr Hobbs did, but after Mr Pryce.
    lambda s: tby(s, 'finder', 'Pryce') < tby(s, 'finder', 'Mrs Tulley') < tby(s, 'finder', 'Hobbs'),
    # 4. Alf's find was not the umbrella, and it wasn't found on platform 4.
    lambda s: s['finder']['umbrella'] != 'Alf' and s['platform'][who(s, 'finder', 'Alf')] != 4,
    # 5. The violin case was the last item logged.
    lambda s: s['time']['violin case'] == '10:40',
    # 6. Nothing from platform 4 came in before ten o'clock.
    lambda s: tby(s, 'platform', 4) >= 600,
    # 7. It wasn't Mr Hobbs who brought in the violin case.
    lambda s: s['finder']['violin case'] != 'Hobbs',
]

def solutions(clues=None):
    if clues is None:
        clues = CLUES
    keys = list(CATS)
    found = []
    for combo in product(*[list(permutations(CATS[k])) for k in keys]):
        s = {k: dict(zip(PEOPLE, c)) for k, c in zip(keys, combo)}
        if all(c(s) for c in clues):
            found.append(s)
    return found

if __name__ == '__main__':
    sols = solutions()
    print(len(sols))
    if sols:
        for p in sorted(PEOPLE, key=lambda p: t(sols[0], p)):
            s = sols[0]
            print(s['time'][p], p, 'platform', s['platform'][p], s['finder'][p])
