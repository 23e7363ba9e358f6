from itertools import permutations

NAMES = ["Jan", "Tom", "Priya", "Wendy"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
PETS = ["Biscuit", "Mango", "Pickle", "Dot"]  # cat, parrot, dog, tortoise
KIND = {"Biscuit": "cat", "Mango": "parrot", "Pickle": "dog", "Dot": "tortoise"}


def idx(day):
    return DAYS.index(day)


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Mango's night is the night before Jan's.
    lambda d, p: idx(d[who(p, "Mango")]) + 1 == idx(d["Jan"]),
    # 2. Tom's night is earlier in the week than the cat's.
    lambda d, p: idx(d["Tom"]) < idx(d[who(p, "Biscuit")]),
    # 3. Priya has neither the dog nor the parrot.
    lambda d, p: p["Priya"] not in ("Pickle", "Mango"),
    # 4. Mango's night is straight after Pickle's.
    lambda d, p: idx(d[who(p, "Mango")]) == idx(d[who(p, "Pickle")]) + 1,
    # 5. Jan doesn't have the cat.
    lambda d, p: p["Jan"] != "Biscuit",
    # 6. Wendy isn't Monday.
    lambda d, p: d["Wendy"] != "Monday",
]


def solve(skip=None):
    sols = []
    for p1 in permutations(DAYS):
        d = dict(zip(NAMES, p1))
        for p2 in permutations(PETS):
            p = dict(zip(NAMES, p2))
            if all(c(d, p) for i, c in enumerate(CLUES) if i != skip):
                sols.append((d, p))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        d, p = sols[0]
        for n in sorted(NAMES, key=lambda n: idx(d[n])):
            print(d[n], n, p[n], "(" + KIND[p[n]] + ")")
