# Brute force for l03_garden (Greenacres lock-up rota)
from itertools import permutations, product

PEOPLE = ['Priya', 'Tom', 'Agnieszka', 'Dev', 'Helen']
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
CATS = {
    'day': DAYS,
    'job': ['tills', 'watering', 'cafe', 'trolleys', 'bins'],
}

def who(s, cat, val):
    for k, v in s[cat].items():
        if v == val:
            return k

def d(s, person):
    return DAYS.index(s['day'][person])

def job_day(s, job):
    return d(s, who(s, 'job', job))

CLUES = [
    # 1. Tom locks up the day before Helen does.
    lambda s: d(s, 'Tom') + 1 == d(s, 'Helen'),
    # 2. Whoever does the polytunnel watering is in later in the week than Priya.
    lambda s: job_day(s, 'watering') > d(s, 'Priya'),
    # 3. Dev is on earlier than Tom, and he's not doing the tills.
    lambda s: d(s, 'Dev') < d(s, 'Tom') and s['job']['Dev'] != 'tills',
    # 4. The cafe clean-down has to be Wednesday.
    lambda s: job_day(s, 'cafe') == 2,
    # 5. Whoever cashes up the tills is on the day after whoever brings in the trolleys.
    lambda s: job_day(s, 'tills') == job_day(s, 'trolleys') + 1,
    # 6. Helen isn't doing the bins.
    lambda s: s['job']['Helen'] != 'bins',
    # 7. Bins go out Friday night, so whoever locks up on Friday does the bins.
    lambda s: job_day(s, 'bins') == 4,
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
        for p in sorted(PEOPLE, key=lambda p: d(sols[0], p)):
            print(p, *(sols[0][k][p] for k in CATS))
