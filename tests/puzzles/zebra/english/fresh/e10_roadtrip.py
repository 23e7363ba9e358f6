# Brute force for e10_roadtrip
from itertools import permutations

MATES = ["Bluey", "Macca", "Kylie", "Jonno"]
KMS = [180, 240, 300, 360]
TOWNS = ["Dubbo", "Orange", "Tamworth", "Wagga"]
CARS = ["ute", "Corolla", "campervan", "Commodore"]


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "Kylie drove the furthest, but she wasn't in the ute."
    lambda d, t, v: d["Kylie"] == max(KMS) and v["Kylie"] != "ute",
    # 2. "Whoever was in the Corolla drove 120 kilometres less than whoever stopped in Dubbo."
    lambda d, t, v: d[who(v, "Corolla")] == d[who(t, "Dubbo")] - 120,
    # 3. "Jonno drove 60 k's further than Macca."
    lambda d, t, v: d["Jonno"] == d["Macca"] + 60,
    # 4. "Macca didn't stop in Wagga, and he didn't stop in Tamworth."
    lambda d, t, v: t["Macca"] not in ("Wagga", "Tamworth"),
    # 5. "The campervan finished up in Tamworth."
    lambda d, t, v: t[who(v, "campervan")] == "Tamworth",
    # 6. "Whoever stopped in Orange had the shortest drive."
    lambda d, t, v: d[who(t, "Orange")] == min(KMS),
    # 7. "The Commodore did 120 k's less than the campervan."
    lambda d, t, v: d[who(v, "Commodore")] == d[who(v, "campervan")] - 120,
]


def solve(skip=()):
    sols = []
    for dp in permutations(KMS):
        d = dict(zip(MATES, dp))
        for tp in permutations(TOWNS):
            t = dict(zip(MATES, tp))
            for vp in permutations(CARS):
                v = dict(zip(MATES, vp))
                if all(f(d, t, v) for n, f in enumerate(CLUES) if n not in skip):
                    sols.append((d, t, v))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for d, t, v in sols:
        for m in sorted(MATES, key=lambda x: d[x]):
            print("%s: %dkm, %s, %s" % (m, d[m], t[m], v[m]))
        print()
