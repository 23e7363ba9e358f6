# Brute force for e09_murder
from itertools import permutations

SUSPECTS = ["Colonel Hartley", "Lady Vane", "Dr Fitch", "Miss Pym"]
ROOMS = ["library", "conservatory", "billiard room", "kitchen"]
TIMES = [8, 9, 10, 11]           # 8pm .. 11pm
ITEMS = ["candlestick", "rope", "poison", "dagger"]


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "Lady Vane was seen exactly an hour before Miss Pym."
    lambda r, t, w: t["Lady Vane"] + 1 == t["Miss Pym"],
    # 2. "Whoever had the dagger was the last to be seen, and was seen in the library."
    lambda r, t, w: t[who(w, "dagger")] == max(TIMES) and r[who(w, "dagger")] == "library",
    # 3. "The guest in the kitchen was holding the candlestick."
    lambda r, t, w: w[who(r, "kitchen")] == "candlestick",
    # 4. "Colonel Hartley was not seen in the conservatory, and he did not have the poison."
    lambda r, t, w: r["Colonel Hartley"] != "conservatory" and w["Colonel Hartley"] != "poison",
    # 5. "The person in the billiard room was seen two hours after Lady Vane."
    lambda r, t, w: t[who(r, "billiard room")] == t["Lady Vane"] + 2,
    # 6. "The sighting in the conservatory was the earliest of the evening."
    lambda r, t, w: t[who(r, "conservatory")] == min(TIMES),
    # 7. "The Colonel was seen before Dr Fitch."
    lambda r, t, w: t["Colonel Hartley"] < t["Dr Fitch"],
]


def solve(skip=()):
    sols = []
    for rp in permutations(ROOMS):
        r = dict(zip(SUSPECTS, rp))
        for tp in permutations(TIMES):
            t = dict(zip(SUSPECTS, tp))
            for wp in permutations(ITEMS):
                w = dict(zip(SUSPECTS, wp))
                if all(f(r, t, w) for n, f in enumerate(CLUES) if n not in skip):
                    sols.append((r, t, w))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for r, t, w in sols:
        for s in sorted(SUSPECTS, key=lambda x: t[x]):
            print("%dpm: %s, %s, %s" % (t[s], s, r[s], w[s]))
        print()
