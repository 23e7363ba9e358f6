from itertools import permutations

NAMES = ["Shaz", "Big Mike", "Tasha", "Owen"]
SLOTS = [1, 2, 3, 4]  # order of going up, 1 = first
SONGS = ["Total Eclipse of the Heart", "Mr Brightside", "Dancing Queen", "Sweet Caroline"]
DRINKS = ["Guinness", "espresso martini", "rum and coke", "lemonade"]


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Big Mike was up straight after whoever did Total Eclipse of the Heart.
    lambda o, s, d: o["Big Mike"] == o[who(s, "Total Eclipse of the Heart")] + 1,
    # 2. Our designated driver (on the lemonade) kicked the night off.
    lambda o, s, d: o[who(d, "lemonade")] == 1,
    # 3. Shaz was on the espresso martinis all night.
    lambda o, s, d: d["Shaz"] == "espresso martini",
    # 4. Mr Brightside came some time after Dancing Queen.
    lambda o, s, d: o[who(s, "Mr Brightside")] > o[who(s, "Dancing Queen")],
    # 5. Tasha wasn't on the Guinness.
    lambda o, s, d: d["Tasha"] != "Guinness",
    # 6. Whoever was drinking Guinness didn't do Sweet Caroline.
    lambda o, s, d: s[who(d, "Guinness")] != "Sweet Caroline",
    # 7. Tasha did neither Sweet Caroline nor the ABBA one (Dancing Queen).
    lambda o, s, d: s["Tasha"] not in ("Sweet Caroline", "Dancing Queen"),
    # 8. Shaz was up before Big Mike.
    lambda o, s, d: o["Shaz"] < o["Big Mike"],
    # 9. Big Mike did not do Mr Brightside.
    lambda o, s, d: s["Big Mike"] != "Mr Brightside",
]


def solve(skip=None):
    sols = []
    for p1 in permutations(SLOTS):
        o = dict(zip(NAMES, p1))
        for p2 in permutations(SONGS):
            s = dict(zip(NAMES, p2))
            for p3 in permutations(DRINKS):
                d = dict(zip(NAMES, p3))
                if all(c(o, s, d) for i, c in enumerate(CLUES) if i != skip):
                    sols.append((o, s, d))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        o, s, d = sols[0]
        for n in sorted(NAMES, key=lambda n: o[n]):
            print(o[n], n, "-", s[n], "-", d[n])
