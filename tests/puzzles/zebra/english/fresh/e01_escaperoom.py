# Brute force for e01_escaperoom
from itertools import permutations

LOCKERS = [1, 2, 3, 4]          # left to right
COLOURS = ["red", "blue", "green", "yellow"]
ITEMS = ["key", "torch", "map", "fuse"]
DIGITS = [2, 4, 6, 8]


def at(d, v):
    """locker holding value v in mapping d (locker -> value)"""
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "The red padlock is on the locker immediately to the left of the one with the key."
    lambda c, i, d: at(c, "red") + 1 == at(i, "key"),
    # 2. "Whatever digit is behind the blue padlock, the green padlock's digit is exactly double it."
    lambda c, i, d: d[at(c, "green")] == 2 * d[at(c, "blue")],
    # 3. "The fuse isn't behind the blue padlock or the green one."
    lambda c, i, d: c[at(i, "fuse")] not in ("blue", "green"),
    # 4. "The map comes with the lowest digit of the lot."
    lambda c, i, d: d[at(i, "map")] == 2,
    # 5. "Locker 3's digit is higher than all the others."
    lambda c, i, d: d[3] == 8,
    # 6. "The yellow padlock is right next to the red one."
    lambda c, i, d: abs(at(c, "yellow") - at(c, "red")) == 1,
    # 7. "The map isn't in either of the end lockers, and neither is the key."
    lambda c, i, d: at(i, "map") in (2, 3) and at(i, "key") in (2, 3),
]


def solve(skip=()):
    sols = []
    for cp in permutations(COLOURS):
        c = dict(zip(LOCKERS, cp))
        for ip in permutations(ITEMS):
            i = dict(zip(LOCKERS, ip))
            for dp in permutations(DIGITS):
                d = dict(zip(LOCKERS, dp))
                if all(f(c, i, d) for n, f in enumerate(CLUES) if n not in skip):
                    sols.append((c, i, d))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for c, i, d in sols:
        for l in LOCKERS:
            print("locker %d: %s padlock, %s, digit %d" % (l, c[l], i[l], d[l]))
        print()
