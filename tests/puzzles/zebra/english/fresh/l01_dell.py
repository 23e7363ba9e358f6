# Brute force for l01_dell (Pine County Fair pie contest)
from itertools import permutations, product

PEOPLE = ['Ellen', 'Frances', 'Gail', 'Hope']
CATS = {
    'surname': ['Baker', 'Castle', 'Dunn', 'Moore'],
    'pie': ['apple', 'cherry', 'peach', 'pumpkin'],
    'place': [1, 2, 3, 4],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def place_of(s, cat, val):
    return s['place'][who(s, cat, val)]

CLUES = [
    # 1. The pumpkin pie took second place.
    lambda s: place_of(s, 'pie', 'pumpkin') == 2,
    # 2. Ms. Castle's pie placed immediately ahead of the cherry pie.
    lambda s: place_of(s, 'surname', 'Castle') + 1 == place_of(s, 'pie', 'cherry'),
    # 3. Hope finished ahead of Ms. Dunn but behind the woman who baked the peach pie.
    lambda s: place_of(s, 'pie', 'peach') < s['place']['Hope'] < place_of(s, 'surname', 'Dunn'),
    # 4. Neither Frances nor Ms. Dunn baked the apple pie.
    lambda s: s['pie']['Frances'] != 'apple' and s['surname'][who(s, 'pie', 'apple')] != 'Dunn',
    # 5. Gail, who didn't bake the cherry pie, finished somewhere behind Ellen.
    lambda s: s['pie']['Gail'] != 'cherry' and s['place']['Gail'] > s['place']['Ellen'],
    # 6. Frances is not Ms. Baker.
    lambda s: s['surname']['Frances'] != 'Baker',
    # 7. The blue ribbon for first place did not go to Ellen.
    lambda s: s['place']['Ellen'] != 1,
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
        for p in sorted(PEOPLE, key=lambda p: sols[0]['place'][p]):
            print(p, *(sols[0][k][p] for k in CATS))
