# Brute force for e04_flowers
from itertools import permutations

LADIES = ["Mrs Abbott", "Mrs Bowen", "Miss Carter", "Mrs Dunn"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
FLOWERS = ["lilies", "chrysanthemums", "sunflowers", "roses"]
PLACES = ["altar", "font", "pulpit", "porch"]
IDX = {d: n for n, d in enumerate(DAYS)}


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


def day(dd, x):
    return IDX[dd[x]]


CLUES = [
    # 1. "The lilies went on the altar, and they were arranged the day after the sunflowers."
    lambda d, f, p: p[who(f, "lilies")] == "altar"
    and day(d, who(f, "lilies")) == day(d, who(f, "sunflowers")) + 1,
    # 2. "Mrs Abbott came in later in the week than any of the others."
    lambda d, f, p: d["Mrs Abbott"] == "Thursday",
    # 3. "Mrs Dunn didn't do the porch, and she did her arranging the day before Mrs Abbott did hers."
    lambda d, f, p: p["Mrs Dunn"] != "porch" and day(d, "Mrs Dunn") + 1 == day(d, "Mrs Abbott"),
    # 4. "The roses were for the font."
    lambda d, f, p: p[who(f, "roses")] == "font",
    # 5. "The pulpit wasn't done on the Monday."
    lambda d, f, p: d[who(p, "pulpit")] != "Monday",
    # 6. "Neither Mrs Abbott nor Mrs Bowen used roses."
    lambda d, f, p: f["Mrs Abbott"] != "roses" and f["Mrs Bowen"] != "roses",
    # 7. "Miss Carter's arrangement stood on the altar."
    lambda d, f, p: p["Miss Carter"] == "altar",
]


def solve(skip=()):
    sols = []
    for dp in permutations(DAYS):
        d = dict(zip(LADIES, dp))
        for fp in permutations(FLOWERS):
            f = dict(zip(LADIES, fp))
            for pp in permutations(PLACES):
                p = dict(zip(LADIES, pp))
                if all(c(d, f, p) for n, c in enumerate(CLUES) if n not in skip):
                    sols.append((d, f, p))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for d, f, p in sols:
        for l in sorted(LADIES, key=lambda x: IDX[d[x]]):
            print("%s: %s, %s, %s" % (d[l], l, f[l], p[l]))
        print()
