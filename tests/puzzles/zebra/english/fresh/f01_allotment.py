# Brute force for "Plot Lines" (f01_allotment)
# usage: python3 f01_allotment.py [clue-number-to-leave-out]
from itertools import permutations
import sys

firsts = ["Arthur", "Brenda", "Colin", "Doreen"]
surnames = ["Fenwick", "Hollis", "Marsh", "Pryce"]
crops = ["broad beans", "leeks", "marrows", "rhubarb"]
years = [2, 5, 8, 11]

A, B, C, D = range(4)


def clues(sur, crop, yrs):
    f = sur.index
    c = crop.index
    return [
        # 1. "Fenwick has had a plot for three years fewer than the gardener who is famous for rhubarb."
        yrs[f("Fenwick")] == yrs[c("rhubarb")] - 3,
        # 2. "Doreen, who isn't Pryce, has been on the allotments longer than Colin, but not as long as the leek grower."
        sur[D] != "Pryce" and yrs[D] > yrs[C] and yrs[D] < yrs[c("leeks")],
        # 3. "Brenda grows neither the broad beans nor the leeks."
        crop[B] not in ("broad beans", "leeks"),
        # 4. "The marrows have been coming up on Hollis's plot for eight years now."
        crop[f("Hollis")] == "marrows" and yrs[f("Hollis")] == 8,
        # 5. "Pryce has had a plot for three years longer than Colin has."
        yrs[f("Pryce")] == yrs[C] + 3,
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for sur in permutations(surnames):
    for crop in permutations(crops):
        for yrs in permutations(years):
            cl = clues(sur, crop, yrs)
            if all(ok for i, ok in enumerate(cl) if i != skip):
                sols.append((sur, crop, yrs))
print(len(sols))
for sur, crop, yrs in sols:
    for i in range(4):
        print(firsts[i], sur[i], crop[i], yrs[i])
    print()
