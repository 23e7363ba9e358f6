# Brute force for e08_hostel
from itertools import permutations

PEOPLE = ["Anna", "Ben", "Chiara", "Diego", "Emi"]
BEDS = [1, 2, 3, 4, 5]          # 1 by the door (left) ... 5 by the window (right)
COUNTRIES = ["Canada", "Italy", "Germany", "Japan", "Brazil"]


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "The Canadian had one of the two end beds."
    lambda b, c: b[who(c, "Canada")] in (1, 5),
    # 2. "Anna was right in the middle."
    lambda b, c: b["Anna"] == 3,
    # 3. "Ben slept immediately to the right of the Brazilian."
    lambda b, c: b["Ben"] == b[who(c, "Brazil")] + 1,
    # 4. "Diego's bed wasn't next to Anna's."
    lambda b, c: abs(b["Diego"] - b["Anna"]) != 1,
    # 5. "The Italian slept somewhere to the left of the Japanese guy, and right next to Diego."
    lambda b, c: b[who(c, "Italy")] < b[who(c, "Japan")] and abs(b[who(c, "Italy")] - b["Diego"]) == 1,
    # 6. "Emi isn't from Japan, and she isn't Canadian either."
    lambda b, c: c["Emi"] not in ("Japan", "Canada"),
    # 7. "Chiara's bed was somewhere to the right of Ben's."
    lambda b, c: b["Chiara"] > b["Ben"],
    # 8. "The German was next to the Italian."
    lambda b, c: abs(b[who(c, "Germany")] - b[who(c, "Italy")]) == 1,
]


def solve(skip=()):
    sols = []
    for bp in permutations(BEDS):
        b = dict(zip(PEOPLE, bp))
        for cp in permutations(COUNTRIES):
            c = dict(zip(PEOPLE, cp))
            if all(f(b, c) for n, f in enumerate(CLUES) if n not in skip):
                sols.append((b, c))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for b, c in sols:
        for p in sorted(PEOPLE, key=lambda x: b[x]):
            print("bed %d: %s (%s)" % (b[p], p, c[p]))
        print()
