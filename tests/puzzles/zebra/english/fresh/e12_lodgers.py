# Brute force for e12_lodgers
from itertools import permutations

GENTS = ["Mr. Atkins", "Mr. Bramble", "Mr. Crowe", "Mr. Dimsdale"]
HOUSES = [1, 2, 3, 4]            # side by side in a row, No. 1 to No. 4
CALLINGS = ["clergyman", "solicitor", "surgeon", "artist"]
RENTS = [12, 15, 18, 21]         # shillings a week


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "The artist paid the smallest rent of the four, and lived next door to the surgeon."
    lambda h, j, r: r[who(j, "artist")] == min(RENTS)
    and abs(h[who(j, "artist")] - h[who(j, "surgeon")]) == 1,
    # 2. "Mr. Dimsdale paid 3s. a week more than Mr. Crowe."
    lambda h, j, r: r["Mr. Dimsdale"] == r["Mr. Crowe"] + 3,
    # 3. "Mr. Bramble, who was neither the surgeon nor the artist, paid a smaller rent than the clergyman."
    lambda h, j, r: j["Mr. Bramble"] not in ("surgeon", "artist")
    and r["Mr. Bramble"] < r[who(j, "clergyman")],
    # 4. "Mr. Crowe's house stood at one end of the row."
    lambda h, j, r: h["Mr. Crowe"] in (1, 4),
    # 5. "The occupant of No. 3 paid the highest rent of any."
    lambda h, j, r: r[who(h, 3)] == max(RENTS),
    # 6. "The surgeon paid 3s. a week less than the clergyman."
    lambda h, j, r: r[who(j, "surgeon")] + 3 == r[who(j, "clergyman")],
]


def solve(skip=()):
    sols = []
    for hp in permutations(HOUSES):
        h = dict(zip(GENTS, hp))
        for jp in permutations(CALLINGS):
            j = dict(zip(GENTS, jp))
            for rp in permutations(RENTS):
                r = dict(zip(GENTS, rp))
                if all(f(h, j, r) for n, f in enumerate(CLUES) if n not in skip):
                    sols.append((h, j, r))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for h, j, r in sols:
        for g in sorted(GENTS, key=lambda x: h[x]):
            print("No. %d: %s, %s, %ds." % (h[g], g, j[g], r[g]))
        print()
