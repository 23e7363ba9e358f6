# Brute force for l04_genealogy (the Harcourt siblings)
from itertools import permutations, product

PEOPLE = ['Albert', 'Edith', 'Walter', 'Florence']
CATS = {
    'born': [1881, 1884, 1887, 1890],
    'went': ['Canada', 'Australia', 'New Zealand', 'South Africa'],
    'trade': ['cooper', 'milliner', 'schoolteacher', 'railway clerk'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def born(s, cat, val):
    return s['born'][who(s, cat, val)]

CLUES = [
    # 1. The cooper was born six years before the railway clerk.
    lambda s: born(s, 'trade', 'cooper') + 6 == born(s, 'trade', 'railway clerk'),
    # 2. Edith was three years older than the sibling who went to South Africa.
    lambda s: s['born']['Edith'] + 3 == born(s, 'went', 'South Africa'),
    # 3. Florence was not the cooper, and she never went to Canada.
    lambda s: s['trade']['Florence'] != 'cooper' and s['went']['Florence'] != 'Canada',
    # 4. The schoolteacher sailed for New Zealand.
    lambda s: s['went'][who(s, 'trade', 'schoolteacher')] == 'New Zealand',
    # 5. The milliner was born before both the schoolteacher and the one who went to South Africa.
    lambda s: born(s, 'trade', 'milliner') < born(s, 'trade', 'schoolteacher') and born(s, 'trade', 'milliner') < born(s, 'went', 'South Africa'),
    # 6. Walter was the eldest of the four.
    lambda s: s['born']['Walter'] == 1881,
    # 7. Edith did not go to Canada.
    lambda s: s['went']['Edith'] != 'Canada',
    # 8. Albert was never a schoolteacher.
    lambda s: s['trade']['Albert'] != 'schoolteacher',
    # 9. Edith was older than Albert.
    lambda s: s['born']['Edith'] < s['born']['Albert'],
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
        for p in sorted(PEOPLE, key=lambda p: sols[0]['born'][p]):
            print(p, *(sols[0][k][p] for k in CATS))
