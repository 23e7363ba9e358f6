from itertools import permutations

NAMES = ["Ava", "Leo", "Maya", "Sam"]
STICKERS = [8, 11, 15, 20]
KINDS = ["dinosaur", "unicorn", "football", "rocket"]


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Sam has 3 more stickers than Leo.
    lambda n, k: n["Sam"] == n["Leo"] + 3,
    # 2. The child who collects football stickers has the most.
    lambda n, k: n[who(k, "football")] == max(STICKERS),
    # 3. Ava has more stickers than Sam but fewer than Maya.
    lambda n, k: n["Sam"] < n["Ava"] < n["Maya"],
    # 4. The child with 15 stickers collects unicorns.
    lambda n, k: k[who(n, 15)] == "unicorn",
    # 5. The rocket collector has an even number of stickers.
    lambda n, k: n[who(k, "rocket")] % 2 == 0,
]


def solve(skip=None):
    sols = []
    for p1 in permutations(STICKERS):
        n = dict(zip(NAMES, p1))
        for p2 in permutations(KINDS):
            k = dict(zip(NAMES, p2))
            if all(c(n, k) for i, c in enumerate(CLUES) if i != skip):
                sols.append((n, k))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        n, k = sols[0]
        for c in NAMES:
            print(c, n[c], k[c])
