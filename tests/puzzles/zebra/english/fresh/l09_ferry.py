# Brute force for l09_ferry (Oban morning sailings)
from itertools import permutations, product

PEOPLE = ['Puffin', 'Skua', 'Gannet', 'Tern', 'Kittiwake']   # the boats
TIMES = ['08:15', '08:40', '09:05', '09:30', '09:55']
CATS = {
    'time': TIMES,
    'dest': ['Colonsay', 'Eigg', 'Rum', 'Coll', 'Tiree'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def mins(t):
    h, m = t.split(':')
    return int(h) * 60 + int(m)

def t(s, boat):
    return mins(s['time'][boat])

def dt(s, dest):
    return t(s, who(s, 'dest', dest))

CLUES = [
    # 1. The Gannet leaves 50 minutes after the Colonsay boat.
    lambda s: t(s, 'Gannet') == dt(s, 'Colonsay') + 50,
    # 2. The Eigg sailing is 25 minutes before the Colonsay sailing.
    lambda s: dt(s, 'Eigg') + 25 == dt(s, 'Colonsay'),
    # 3. The Tern is the first boat out, but it isn't going to Rum or Tiree.
    lambda s: s['time']['Tern'] == '08:15' and s['dest']['Tern'] not in ('Rum', 'Tiree'),
    # 4. The Skua leaves later than the Puffin but doesn't go to Coll.
    lambda s: t(s, 'Skua') > t(s, 'Puffin') and s['dest']['Skua'] != 'Coll',
    # 5. The last sailing of the morning is not the Tiree boat.
    lambda s: s['dest'][who(s, 'time', '09:55')] != 'Tiree',
    # 6. The Kittiwake leaves at neither 08:40 nor 09:30.
    lambda s: s['time']['Kittiwake'] not in ('08:40', '09:30'),
    # 7. You won't get to Colonsay on the Puffin.
    lambda s: s['dest']['Puffin'] != 'Colonsay',
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
            print(sols[0]['time'][p], p, sols[0]['dest'][p])
