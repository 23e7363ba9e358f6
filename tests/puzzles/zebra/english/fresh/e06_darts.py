# Brute force for e06_darts
from itertools import permutations

PLAYERS = ["Gaz", "Pete", "Sandra", "Tony"]
PLACES = [1, 2, 3, 4]            # 1 = league champion, 4 = bottom
TONS80 = [3, 6, 8, 11]           # number of 180s
CHECKOUTS = [84, 100, 121, 158]  # highest checkout


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "Gaz threw more 180s than anyone, but he still didn't win the league."
    lambda o, t, c: t["Gaz"] == max(TONS80) and o["Gaz"] != 1,
    # 2. "Whoever hit the 158 checkout finished immediately behind Gaz."
    lambda o, t, c: o[who(c, 158)] == o["Gaz"] + 1,
    # 3. "Sandra finished above Tony and threw five more 180s than him."
    lambda o, t, c: o["Sandra"] < o["Tony"] and t["Sandra"] == t["Tony"] + 5,
    # 4. "Pete's best checkout wasn't the 84."
    lambda o, t, c: c["Pete"] != 84,
    # 5. "The 121 came from our league champion."
    lambda o, t, c: c[who(o, 1)] == 121,
    # 6. "Funnily enough, the player with the fewest 180s had the highest checkout of the season."
    lambda o, t, c: c[who(t, min(TONS80))] == max(CHECKOUTS),
    # 7. "Pete finished below Gaz."
    lambda o, t, c: o["Pete"] > o["Gaz"],
]


def solve(skip=()):
    sols = []
    for op in permutations(PLACES):
        o = dict(zip(PLAYERS, op))
        for tp in permutations(TONS80):
            t = dict(zip(PLAYERS, tp))
            for cp in permutations(CHECKOUTS):
                c = dict(zip(PLAYERS, cp))
                if all(f(o, t, c) for n, f in enumerate(CLUES) if n not in skip):
                    sols.append((o, t, c))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for o, t, c in sols:
        for p in sorted(PLAYERS, key=lambda x: o[x]):
            print("place %d: %s, %d x 180, best checkout %d" % (o[p], p, t[p], c[p]))
        print()
