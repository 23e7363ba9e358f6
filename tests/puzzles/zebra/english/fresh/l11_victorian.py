# Brute force for l11_victorian (Miss Harriet's callers)
from itertools import permutations, product

PEOPLE = ['Ashby', 'Thorne', 'Peel', 'Lyle']   # Mr Ashby, Captain Thorne, the Reverend Peel, Mr Lyle
CATS = {
    'gift': ['violets', 'sonnets', 'sugared almonds', 'fan'],
    'waistcoat': ['plum', 'dove-grey', 'green', 'buff'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def of(s, cat, val, attr):
    return s[attr][who(s, cat, val)]

CLUES = [
    # 1. The gentleman in the plum waistcoat brought violets.
    lambda s: of(s, 'waistcoat', 'plum', 'gift') == 'violets',
    # 2. Mr Lyle's waistcoat was neither green nor plum.
    lambda s: s['waistcoat']['Lyle'] not in ('green', 'plum'),
    # 3. Captain Thorne, who is no great reader, did not bring the sonnets.
    lambda s: s['gift']['Thorne'] != 'sonnets',
    # 4. Captain Thorne wore neither buff nor green.
    lambda s: s['waistcoat']['Thorne'] not in ('buff', 'green'),
    # 5. The sugared almonds came from the gentleman in green.
    lambda s: of(s, 'waistcoat', 'green', 'gift') == 'sugared almonds',
    # 6. The Reverend was not in buff.
    lambda s: s['waistcoat']['Peel'] != 'buff',
    # 7. The sonnets came from neither Mr Lyle nor Mr Ashby.
    lambda s: s['gift']['Lyle'] != 'sonnets' and s['gift']['Ashby'] != 'sonnets',
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
        for p in PEOPLE:
            print(p, *(sols[0][k][p] for k in CATS))
