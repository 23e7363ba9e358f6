from itertools import permutations

NAMES = ["Margaret", "Tobias", "Eleni", "Frank"]
SEATS = [1, 2, 3, 4]  # numbered from the audience's left
INSTRUMENTS = ["flute", "oboe", "clarinet", "bassoon"]
YEARS = [3, 7, 12, 20]  # years with the orchestra


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. The oboist sits immediately to the left of Margaret (as you look at the stage).
    lambda s, i, y: s[who(i, "oboe")] + 1 == s["Margaret"],
    # 2. Tobias has played with us 9 years longer than Margaret.
    lambda s, i, y: y["Tobias"] == y["Margaret"] + 9,
    # 3. Our longest-serving member sits next to the flautist.
    lambda s, i, y: abs(s[who(y, max(YEARS))] - s[who(i, "flute")]) == 1,
    # 4. The bassoon is at one end of the row.
    lambda s, i, y: s[who(i, "bassoon")] in (1, 4),
    # 5. Frank sits somewhere to the left of Tobias.
    lambda s, i, y: s["Frank"] < s["Tobias"],
    # 6. The flautist has been with us longer than the clarinettist.
    lambda s, i, y: y[who(i, "flute")] > y[who(i, "clarinet")],
    # 7. Eleni is not our longest-serving member.
    lambda s, i, y: y["Eleni"] != max(YEARS),
    # 8. Margaret is not at either end of the row.
    lambda s, i, y: s["Margaret"] not in (1, 4),
]


def solve(skip=None):
    sols = []
    for p1 in permutations(SEATS):
        s = dict(zip(NAMES, p1))
        for p2 in permutations(INSTRUMENTS):
            i = dict(zip(NAMES, p2))
            for p3 in permutations(YEARS):
                y = dict(zip(NAMES, p3))
                if all(c(s, i, y) for k, c in enumerate(CLUES) if k != skip):
                    sols.append((s, i, y))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        s, i, y = sols[0]
        for n in sorted(NAMES, key=lambda n: s[n]):
            print(s[n], n, i[n], y[n], "years")
