# Brute force for l07_hut (Capanna guest book riddle)
from itertools import permutations, product

PEOPLE = ['Greta', 'Ollie', 'Sunil', 'Marthe']
CATS = {
    'home': ['Leeds', 'Utrecht', 'Bern', 'Lyon'],
    'summit': ['Piz Grisch', 'Pizzo Rosso', 'Schwarzhorn', 'Mont Gele'],
    'drink': ['tea', 'schnapps', 'hot chocolate', 'beer'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def of(s, cat, val, attr):
    return s[attr][who(s, cat, val)]

CLUES = [
    # 1. The one from Bern drank the warden's schnapps.
    lambda s: of(s, 'home', 'Bern', 'drink') == 'schnapps',
    # 2. Ollie, who didn't climb the Schwarzhorn, drank neither tea nor schnapps.
    lambda s: s['summit']['Ollie'] != 'Schwarzhorn' and s['drink']['Ollie'] not in ('tea', 'schnapps'),
    # 3. The one from Utrecht had hot chocolate.
    lambda s: of(s, 'home', 'Utrecht', 'drink') == 'hot chocolate',
    # 4. Sunil didn't climb Piz Grisch, and he isn't from Leeds.
    lambda s: s['summit']['Sunil'] != 'Piz Grisch' and s['home']['Sunil'] != 'Leeds',
    # 5. The beer drinker had come down from Piz Grisch.
    lambda s: of(s, 'drink', 'beer', 'summit') == 'Piz Grisch',
    # 6. Greta is not from Bern.
    lambda s: s['home']['Greta'] != 'Bern',
    # 7. The tea drinker climbed Mont Gele.
    lambda s: of(s, 'drink', 'tea', 'summit') == 'Mont Gele',
    # 8. Greta didn't have tea.
    lambda s: s['drink']['Greta'] != 'tea',
    # 9. Neither Sunil nor the one from Utrecht climbed Pizzo Rosso.
    lambda s: s['summit']['Sunil'] != 'Pizzo Rosso' and of(s, 'home', 'Utrecht', 'summit') != 'Pizzo Rosso',
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
