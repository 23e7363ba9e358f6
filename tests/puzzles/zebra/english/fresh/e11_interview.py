# Brute force for e11_interview
from itertools import permutations

STAFF = ["Priya", "Marcus", "Helen", "Owen"]
DEPTS = ["Finance", "Marketing", "IT", "HR"]
YEARS = [2015, 2017, 2019, 2021]
DRINKS = ["latte", "espresso", "tea", "flat white"]
COFFEES = ("latte", "espresso", "flat white")


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "Helen, who has been with the company the longest, works in Finance."
    lambda d, y, k: y["Helen"] == min(YEARS) and d["Helen"] == "Finance",
    # 2. "Marcus joined four years after Priya."
    lambda d, y, k: y["Marcus"] == y["Priya"] + 4,
    # 3. "The espresso drinker joined two years before the person in Marketing."
    lambda d, y, k: y[who(k, "espresso")] + 2 == y[who(d, "Marketing")],
    # 4. "Helen doesn't drink coffee of any kind."
    lambda d, y, k: k["Helen"] not in COFFEES,
    # 5. "Owen works in neither HR nor IT."
    lambda d, y, k: d["Owen"] not in ("HR", "IT"),
    # 6. "Whoever drinks the latte is the most recent joiner."
    lambda d, y, k: y[who(k, "latte")] == max(YEARS),
    # 7. "The IT employee joined before the HR employee."
    lambda d, y, k: y[who(d, "IT")] < y[who(d, "HR")],
]


def solve(skip=()):
    sols = []
    for dp in permutations(DEPTS):
        d = dict(zip(STAFF, dp))
        for yp in permutations(YEARS):
            y = dict(zip(STAFF, yp))
            for kp in permutations(DRINKS):
                k = dict(zip(STAFF, kp))
                if all(f(d, y, k) for n, f in enumerate(CLUES) if n not in skip):
                    sols.append((d, y, k))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for d, y, k in sols:
        for s in sorted(STAFF, key=lambda x: y[x]):
            print("%s: %s, joined %d, %s" % (s, d[s], y[s], k[s]))
        print()
