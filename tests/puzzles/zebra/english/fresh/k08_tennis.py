from itertools import permutations

NAMES = ["Fiona", "Gareth", "Jo", "Nadia", "Raj"]
RUNGS = [1, 2, 3, 4, 5]  # 1 = top of the ladder
AGES = [29, 36, 44, 51, 63]


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Jo is exactly one rung below Raj.
    lambda r, a: r["Jo"] == r["Raj"] + 1,
    # 2. The youngest player on the ladder is at the top.
    lambda r, a: r[who(a, min(AGES))] == 1,
    # 3. Gareth is seven years older than Nadia.
    lambda r, a: a["Gareth"] == a["Nadia"] + 7,
    # 4. The oldest player, who isn't Raj, is somewhere below Jo.
    lambda r, a: who(a, max(AGES)) != "Raj" and r[who(a, max(AGES))] > r["Jo"],
    # 5. Raj is older than Jo.
    lambda r, a: a["Raj"] > a["Jo"],
    # 6. Whoever is propping up the ladder (bottom rung) is in their thirties.
    lambda r, a: 30 <= a[who(r, 5)] <= 39,
]


def solve(skip=None):
    sols = []
    for p1 in permutations(RUNGS):
        r = dict(zip(NAMES, p1))
        for p2 in permutations(AGES):
            a = dict(zip(NAMES, p2))
            if all(c(r, a) for i, c in enumerate(CLUES) if i != skip):
                sols.append((r, a))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        r, a = sols[0]
        for n in sorted(NAMES, key=lambda n: r[n]):
            print(r[n], n, a[n])
