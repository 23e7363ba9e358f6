# Brute force for l02_bowling (Pin Pals high games)
from itertools import permutations, product

PEOPLE = ['Dwayne', 'Marcie', 'Lou', 'Trish', 'Gordie']
CATS = {
    'score': [168, 177, 186, 195, 204],
    'ball': ['red', 'black', 'purple', 'green', 'orange'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def score_of_ball(s, colour):
    return s['score'][who(s, 'ball', colour)]

CLUES = [
    # 1. Nobody outscored whoever was throwing the purple ball.
    lambda s: score_of_ball(s, 'purple') == 204,
    # 2. Dwayne rolled exactly 9 pins more than Trish.
    lambda s: s['score']['Dwayne'] == s['score']['Trish'] + 9,
    # 3. The bowler with the green ball beat Lou by 9 pins.
    lambda s: score_of_ball(s, 'green') == s['score']['Lou'] + 9,
    # 4. Trish's ball is neither green nor orange.
    lambda s: s['ball']['Trish'] not in ('green', 'orange'),
    # 5. Marcie finished with a higher score than Dwayne.
    lambda s: s['score']['Marcie'] > s['score']['Dwayne'],
    # 6. Lou had the lowest game of the night.
    lambda s: s['score']['Lou'] == 168,
    # 7. The red ball came in 9 pins under the black one.
    lambda s: score_of_ball(s, 'red') + 9 == score_of_ball(s, 'black'),
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
