# Brute force for l05_debating (Lower Sixth debating society, motions and votes)
from itertools import permutations, product

PEOPLE = ['Imogen', 'Raj', 'Callum', 'Bethany']
CATS = {
    'order': [1, 2, 3, 4],
    'motion': ['uniform', 'votes at 16', 'homework', 'four-day week'],
    'votes': [11, 14, 17, 20],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def of(s, cat, val, attr):
    return s[attr][who(s, cat, val)]

CLUES = [
    # 1. Raj spoke immediately after the person proposing that school uniform be scrapped.
    lambda s: s['order']['Raj'] == of(s, 'motion', 'uniform', 'order') + 1,
    # 2. The four-day week motion got six more votes than the votes-at-16 motion.
    lambda s: of(s, 'motion', 'four-day week', 'votes') == of(s, 'motion', 'votes at 16', 'votes') + 6,
    # 3. Imogen spoke before Callum but got fewer votes than he did.
    lambda s: s['order']['Imogen'] < s['order']['Callum'] and s['votes']['Imogen'] < s['votes']['Callum'],
    # 4. Bethany proposed neither the homework ban nor votes at 16.
    lambda s: s['motion']['Bethany'] not in ('homework', 'votes at 16'),
    # 5. The last speaker won 17 votes.
    lambda s: of(s, 'order', 4, 'votes') == 17,
    # 6. The uniform motion beat the votes-at-16 motion by three votes.
    lambda s: of(s, 'motion', 'uniform', 'votes') == of(s, 'motion', 'votes at 16', 'votes') + 3,
    # 7. Imogen did not speak first.
    lambda s: s['order']['Imogen'] != 1,
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
        for p in sorted(PEOPLE, key=lambda p: sols[0]['order'][p]):
            print(p, *(sols[0][k][p] for k in CATS))
