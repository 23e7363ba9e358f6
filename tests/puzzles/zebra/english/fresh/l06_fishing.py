# Brute force for l06_fishing (Millpond AC open match)
from itertools import permutations, product

PEOPLE = ['Stan', 'Kev', 'Norman', 'Dougie', 'Terry']
CATS = {
    'peg': [1, 2, 3, 4, 5],
    'weight': [5, 7, 9, 12, 16],   # lb
    'bait': ['maggots', 'sweetcorn', 'boilies', 'worm', 'bread'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def of(s, cat, val, attr):
    return s[attr][who(s, cat, val)]

CLUES = [
    # 1. The match winner (heaviest net) was on the peg next to Kev's.
    lambda s: abs(of(s, 'weight', 16, 'peg') - s['peg']['Kev']) == 1,
    # 2. Kev and Norman drew the two end pegs.
    lambda s: {s['peg']['Kev'], s['peg']['Norman']} == {1, 5},
    # 3. The sweetcorn angler weighed 3lb more than the man on peg 1.
    lambda s: of(s, 'bait', 'sweetcorn', 'weight') == of(s, 'peg', 1, 'weight') + 3,
    # 4. Terry, who fished boilies, was somewhere between Stan and Dougie.
    lambda s: s['bait']['Terry'] == 'boilies' and min(s['peg']['Stan'], s['peg']['Dougie']) < s['peg']['Terry'] < max(s['peg']['Stan'], s['peg']['Dougie']),
    # 5. The worm man had 2lb less than the bread man.
    lambda s: of(s, 'bait', 'worm', 'weight') + 2 == of(s, 'bait', 'bread', 'weight'),
    # 6. Stan used neither sweetcorn nor worm.
    lambda s: s['bait']['Stan'] not in ('sweetcorn', 'worm'),
    # 7. Dougie outweighed Norman, though Norman was on a higher-numbered peg.
    lambda s: s['weight']['Dougie'] > s['weight']['Norman'] and s['peg']['Norman'] > s['peg']['Dougie'],
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
        for p in sorted(PEOPLE, key=lambda p: sols[0]['peg'][p]):
            s = sols[0]
            print(p, 'peg', s['peg'][p], str(s['weight'][p]) + 'lb', s['bait'][p])
