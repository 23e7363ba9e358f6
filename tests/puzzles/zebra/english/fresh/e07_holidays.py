# Brute force for e07_holidays
from itertools import permutations

FRIENDS = ["Joan", "Iris", "Margaret", "Pat"]
MONTHS = ["May", "June", "July", "August"]
PLACES = ["Whitby", "Llandudno", "Torquay", "Bournemouth"]
NIGHTS = [3, 4, 5, 7]
MI = {m: n for n, m in enumerate(MONTHS)}


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "Joan went first of the four of them, back in May"
    lambda m, p, n: m["Joan"] == "May",
    # 2. "whoever went to Whitby went the month after Joan"
    lambda m, p, n: MI[m[who(p, "Whitby")]] == MI[m["Joan"]] + 1,
    # 3. "Margaret stayed two nights longer than Iris did"
    lambda m, p, n: n["Margaret"] == n["Iris"] + 2,
    # 4. "Pat didn't go to Torquay or to Whitby, and she went later in the summer than Margaret"
    lambda m, p, n: p["Pat"] not in ("Torquay", "Whitby") and MI[m["Pat"]] > MI[m["Margaret"]],
    # 5. "the Llandudno trip was one night longer than the Whitby one"
    lambda m, p, n: n[who(p, "Llandudno")] == n[who(p, "Whitby")] + 1,
    # 6. "whoever went to Torquay stayed the longest of anybody"
    lambda m, p, n: n[who(p, "Torquay")] == max(NIGHTS),
]


def solve(skip=()):
    sols = []
    for mp in permutations(MONTHS):
        m = dict(zip(FRIENDS, mp))
        for pp in permutations(PLACES):
            p = dict(zip(FRIENDS, pp))
            for np_ in permutations(NIGHTS):
                n = dict(zip(FRIENDS, np_))
                if all(c(m, p, n) for k, c in enumerate(CLUES) if k not in skip):
                    sols.append((m, p, n))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for m, p, n in sols:
        for f in sorted(FRIENDS, key=lambda x: MI[m[x]]):
            print("%s: %s, %s, %d nights" % (m[f], f, p[f], n[f]))
        print()
