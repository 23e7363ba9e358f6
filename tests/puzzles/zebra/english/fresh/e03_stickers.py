# Brute force for e03_stickers
from itertools import permutations

CHILDREN = ["Amir", "Bella", "Chloe", "Dan"]
STICKERS = [12, 15, 18, 21]
ANIMALS = ["dog", "cat", "rabbit", "horse"]


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "Chloe collected the most stickers."
    lambda s, a: s["Chloe"] == max(STICKERS),
    # 2. "The child whose favourite animal is the cat collected 3 more stickers than Bella."
    lambda s, a: s[who(a, "cat")] == s["Bella"] + 3,
    # 3. "Amir collected more stickers than Dan, but Amir does not like dogs best."
    lambda s, a: s["Amir"] > s["Dan"] and a["Amir"] != "dog",
    # 4. "The child who loves horses collected fewer stickers than anyone else."
    lambda s, a: s[who(a, "horse")] == min(STICKERS),
    # 5. "Amir and Dan collected 33 stickers altogether."
    lambda s, a: s["Amir"] + s["Dan"] == 33,
]


def solve(skip=()):
    sols = []
    for sp in permutations(STICKERS):
        s = dict(zip(CHILDREN, sp))
        for ap in permutations(ANIMALS):
            a = dict(zip(CHILDREN, ap))
            if all(c(s, a) for n, c in enumerate(CLUES) if n not in skip):
                sols.append((s, a))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for s, a in sols:
        for ch in CHILDREN:
            print("%s: %d stickers, %s" % (ch, s[ch], a[ch]))
        print()
