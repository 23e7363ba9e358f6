from itertools import permutations

NAMES = ["Alison", "Ben", "Carys", "Dipesh"]
TIMES = ["4:02", "4:14", "4:31", "4:53"]  # finishing times h:mm
BIKES = ["Canyon", "Ribble", "Trek", "Specialized"]
PUNCTURES = [0, 1, 2, 3]


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. The Trek rider came in 17 minutes ahead of Alison.
    lambda t, b, p: mins(t["Alison"]) - mins(t[who(b, "Trek")]) == 17,
    # 2. Whoever had three punctures was, unsurprisingly, the slowest of us.
    lambda t, b, p: mins(t[who(p, 3)]) == max(mins(x) for x in TIMES),
    # 3. Dipesh finished 29 minutes ahead of the Ribble.
    lambda t, b, p: mins(t[who(b, "Ribble")]) - mins(t["Dipesh"]) == 29,
    # 4. Carys had more punctures than Alison.
    lambda t, b, p: p["Carys"] > p["Alison"],
    # 5. Ben rides neither a Canyon nor a Trek.
    lambda t, b, p: b["Ben"] not in ("Canyon", "Trek"),
    # 6. The Canyon rider didn't puncture once.
    lambda t, b, p: p[who(b, "Canyon")] == 0,
]


def solve(skip=None):
    sols = []
    for p1 in permutations(TIMES):
        t = dict(zip(NAMES, p1))
        for p2 in permutations(BIKES):
            b = dict(zip(NAMES, p2))
            for p3 in permutations(PUNCTURES):
                p = dict(zip(NAMES, p3))
                if all(c(t, b, p) for i, c in enumerate(CLUES) if i != skip):
                    sols.append((t, b, p))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        t, b, p = sols[0]
        for n in sorted(NAMES, key=lambda n: mins(t[n])):
            print(t[n], n, "-", b[n], "-", p[n], "punctures")
