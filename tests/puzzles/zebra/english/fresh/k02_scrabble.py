from itertools import permutations

NAMES = ["Maureen", "Dev", "Hattie", "Colin"]
SCORES = [318, 347, 371, 402]
WORDS = ["QUARTZ", "ZEPHYR", "JUKEBOX", "FJORDS"]


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Dev scored exactly 24 more than whoever played FJORDS.
    lambda sc, w: sc["Dev"] == sc[who(w, "FJORDS")] + 24,
    # 2. The ZEPHYR player finished below Maureen.
    lambda sc, w: sc[who(w, "ZEPHYR")] < sc["Maureen"],
    # 3. The winner's best word had a J in it.
    lambda sc, w: "J" in w[who(sc, max(SCORES))],
    # 4. Maureen finished behind Hattie.
    lambda sc, w: sc["Maureen"] < sc["Hattie"],
]


def solve(skip=None):
    sols = []
    for p1 in permutations(SCORES):
        sc = dict(zip(NAMES, p1))
        for p2 in permutations(WORDS):
            w = dict(zip(NAMES, p2))
            if all(c(sc, w) for i, c in enumerate(CLUES) if i != skip):
                sols.append((sc, w))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        sc, w = sols[0]
        for n in NAMES:
            print(n, sc[n], w[n])
