from itertools import permutations

NAMES = ["Graham", "Ines", "Ruth", "Tomasz"]
TIMES = [2140, 2200, 2220, 2240]  # logged times, hhmm
INSTRUMENTS = ["8-inch Dobsonian", "102mm refractor", "15x70 binoculars", "127mm Maksutov"]
TARGETS = ["M13", "M31", "Saturn", "the Double Cluster"]


def mins(t):
    return (t // 100) * 60 + t % 100


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Saturn was logged 40 minutes before M31.
    lambda t, ins, tg: mins(t[who(tg, "M31")]) - mins(t[who(tg, "Saturn")]) == 40,
    # 2. Graham logged later than Tomasz, but Graham's wasn't the last entry.
    lambda t, ins, tg: t["Graham"] > t["Tomasz"] and t["Graham"] != max(TIMES),
    # 3. The binoculars were on the Double Cluster.
    lambda t, ins, tg: tg[who(ins, "15x70 binoculars")] == "the Double Cluster",
    # 4. Ines used the refractor.
    lambda t, ins, tg: ins["Ines"] == "102mm refractor",
    # 5. The first entry was made with the binoculars (scopes still cooling).
    lambda t, ins, tg: t[who(ins, "15x70 binoculars")] == min(TIMES),
    # 6. Ines's entry was 20 minutes after the Dobsonian's.
    lambda t, ins, tg: mins(t["Ines"]) - mins(t[who(ins, "8-inch Dobsonian")]) == 20,
    # 7. Tomasz didn't use the binoculars.
    lambda t, ins, tg: ins["Tomasz"] != "15x70 binoculars",
]


def solve(skip=None):
    sols = []
    for p1 in permutations(TIMES):
        t = dict(zip(NAMES, p1))
        for p2 in permutations(INSTRUMENTS):
            ins = dict(zip(NAMES, p2))
            for p3 in permutations(TARGETS):
                tg = dict(zip(NAMES, p3))
                if all(c(t, ins, tg) for i, c in enumerate(CLUES) if i != skip):
                    sols.append((t, ins, tg))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        t, ins, tg = sols[0]
        for n in sorted(NAMES, key=lambda n: t[n]):
            print("%02d:%02d" % divmod(t[n], 100), n, "-", ins[n], "-", tg[n])
