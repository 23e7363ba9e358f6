# Brute force for l08_sundayschool (harvest gifts and Bible story pictures)
from itertools import permutations, product

PEOPLE = ['Lily', 'Josh', 'Amara', 'Finn']
CATS = {
    'gift': ['beans', 'apples', 'bread', 'honey'],
    'story': ['Noah', 'Jonah', 'David', 'Daniel'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def of(s, cat, val, attr):
    return s[attr][who(s, cat, val)]

CLUES = [
    # 1. The child who brought the honey is drawing Jonah and the whale.
    lambda s: of(s, 'gift', 'honey', 'story') == 'Jonah',
    # 2. The child drawing David and Goliath brought the loaf of bread.
    lambda s: of(s, 'story', 'David', 'gift') == 'bread',
    # 3. Lily didn't bring the bread or the tins of beans.
    lambda s: s['gift']['Lily'] not in ('bread', 'beans'),
    # 4. Finn isn't drawing Noah's Ark or David and Goliath.
    lambda s: s['story']['Finn'] not in ('Noah', 'David'),
    # 5. Josh's present grew on a tree.
    lambda s: s['gift']['Josh'] == 'apples',
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
