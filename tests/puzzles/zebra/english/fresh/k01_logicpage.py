from itertools import permutations

NAMES = ["Agnes", "Beryl", "Connie", "Dora"]
SURNAMES = ["Ashworth", "Bellamy", "Crouch", "Dimmock"]
CLASSES = ["damson jam", "Victoria sponge", "giant marrow", "sweet peas"]


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. No woman's surname begins with the same letter as her first name.
    lambda sur, cls: all(sur[n][0] != n[0] for n in NAMES),
    # 2. Mrs Bellamy, who isn't Agnes, won with the only entry that went
    #    anywhere near an oven (the Victoria sponge).
    lambda sur, cls: cls[who(sur, "Bellamy")] == "Victoria sponge" and sur["Agnes"] != "Bellamy",
    # 3. Neither Beryl nor Mrs Ashworth (two different women) won in the flower tent.
    lambda sur, cls: sur["Beryl"] != "Ashworth" and cls["Beryl"] != "sweet peas"
    and cls[who(sur, "Ashworth")] != "sweet peas",
    # 4. The giant marrow was not grown by Mrs Dimmock.
    lambda sur, cls: cls[who(sur, "Dimmock")] != "giant marrow",
    # 5. Agnes and Mrs Dimmock live at opposite ends of the village
    #    (so Agnes is not Mrs Dimmock).
    lambda sur, cls: sur["Agnes"] != "Dimmock",
    # 6. Connie has never baked a cake in her life (not the sponge).
    lambda sur, cls: cls["Connie"] != "Victoria sponge",
]


def solve(skip=None):
    sols = []
    for p1 in permutations(SURNAMES):
        sur = dict(zip(NAMES, p1))
        for p2 in permutations(CLASSES):
            cls = dict(zip(NAMES, p2))
            if all(c(sur, cls) for i, c in enumerate(CLUES) if i != skip):
                sols.append((sur, cls))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        sur, cls = sols[0]
        for n in NAMES:
            print(n, sur[n], "-", cls[n])
