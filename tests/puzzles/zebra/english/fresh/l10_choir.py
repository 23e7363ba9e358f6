# Brute force for l10_choir (Cantabile coach seating plan)
from itertools import permutations, product

PEOPLE = ['Gwen', 'Barry', 'Colin', 'Maureen']
CATS = {
    'row': [1, 2, 3, 4],
    'part': ['soprano', 'alto', 'tenor', 'bass'],
    'snack': ['flapjack', 'Scotch eggs', 'Welsh cakes', 'mint humbugs'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def of(s, cat, val, attr):
    return s[attr][who(s, cat, val)]

CLUES = [
    # 1. Gwen sits in the row directly behind the bass.
    lambda s: s['row']['Gwen'] == of(s, 'part', 'bass', 'row') + 1,
    # 2. Maureen sits somewhere in front of Gwen.
    lambda s: s['row']['Maureen'] < s['row']['Gwen'],
    # 3. The Welsh cakes are two rows behind the mint humbugs.
    lambda s: of(s, 'snack', 'Welsh cakes', 'row') == of(s, 'snack', 'mint humbugs', 'row') + 2,
    # 4. Colin is neither a tenor nor a soprano, and he isn't bringing the flapjack.
    lambda s: s['part']['Colin'] not in ('tenor', 'soprano') and s['snack']['Colin'] != 'flapjack',
    # 5. Barry sits further back than Colin.
    lambda s: s['row']['Barry'] > s['row']['Colin'],
    # 6. The soprano has the mint humbugs.
    lambda s: of(s, 'part', 'soprano', 'snack') == 'mint humbugs',
    # 7. The tenor is bringing flapjack.
    lambda s: of(s, 'part', 'tenor', 'snack') == 'flapjack',
    # 8. The alto and the tenor sit in neighbouring rows.
    lambda s: abs(of(s, 'part', 'alto', 'row') - of(s, 'part', 'tenor', 'row')) == 1,
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
        for p in sorted(PEOPLE, key=lambda p: sols[0]['row'][p]):
            print(p, *(sols[0][k][p] for k in CATS))
