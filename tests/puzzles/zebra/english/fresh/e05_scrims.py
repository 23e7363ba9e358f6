# Brute force for e05_scrims
from itertools import permutations

PLAYERS = ["jaz", "tomo", "kev", "ravenz"]
ROLES = ["tank", "healer", "dps", "flex"]
KILLS = [3, 6, 9, 12]
PLATFORMS = ["pc", "ps5", "xbox", "switch"]


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "tomo topfragged obv (on pc ofc)"
    lambda r, k, p: k["tomo"] == max(KILLS) and p["tomo"] == "pc",
    # 2. "our healer got exactly 3 more kills than kev"
    lambda r, k, p: k[who(r, "healer")] == k["kev"] + 3,
    # 3. "whoever was on switch got 3 fewer kills than our dps main"
    lambda r, k, p: k[who(p, "switch")] == k[who(r, "dps")] - 3,
    # 4. "jaz wasnt tank, and shes not on xbox or switch"
    lambda r, k, p: r["jaz"] != "tank" and p["jaz"] not in ("xbox", "switch"),
    # 5. "ravenz wasnt tanking or healing"
    lambda r, k, p: r["ravenz"] not in ("tank", "healer"),
    # 6. "our tank bottom fragged (fewest kills) as usual lmao"
    lambda r, k, p: k[who(r, "tank")] == min(KILLS),
]


def solve(skip=()):
    sols = []
    for rp in permutations(ROLES):
        r = dict(zip(PLAYERS, rp))
        for kp in permutations(KILLS):
            k = dict(zip(PLAYERS, kp))
            for pp in permutations(PLATFORMS):
                p = dict(zip(PLAYERS, pp))
                if all(c(r, k, p) for n, c in enumerate(CLUES) if n not in skip):
                    sols.append((r, k, p))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for r, k, p in sols:
        for pl in PLAYERS:
            print("%s: %s, %d kills, %s" % (pl, r[pl], k[pl], p[pl]))
        print()
