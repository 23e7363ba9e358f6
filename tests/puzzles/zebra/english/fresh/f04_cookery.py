# Brute force for the Thursday cookery class notice (f04_cookery)
# usage: python3 f04_cookery.py [clue-number-to-leave-out]
from itertools import permutations
import sys

cooks = ["Ruth", "Imran", "Gwen", "Tomasz"]
recipes = ["quiche lorraine", "focaccia", "lemon drizzle cake", "shortbread"]
times = [20, 25, 35, 45]      # minutes in the oven
ovens = [1, 2, 3, 4]          # left to right along the back wall

R, I, G, T = range(4)


def clues(rec, tm, ov):
    r = rec.index
    o = ov.index
    return [
        # 1. "The quiche needs twenty-five minutes longer than Ruth's bake."
        tm[r("quiche lorraine")] == tm[R] + 25,
        # 2. "Imran's focaccia is going in the oven at the far right-hand end."
        rec[I] == "focaccia" and ov[I] == 4,
        # 3. "Tomasz has the oven immediately to the right of Ruth's."
        ov[T] == ov[R] + 1,
        # 4. "The lemon drizzle takes ten minutes longer than the focaccia."
        tm[r("lemon drizzle cake")] == tm[r("focaccia")] + 10,
        # 5. "Gwen is next to Ruth."
        abs(ov[G] - ov[R]) == 1,
        # 6. "The lemon drizzle will be baking in the oven next to the focaccia."
        abs(ov[r("lemon drizzle cake")] - ov[r("focaccia")]) == 1,
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for rec in permutations(recipes):
    for tm in permutations(times):
        for ov in permutations(ovens):
            cl = clues(rec, tm, ov)
            if all(ok for i, ok in enumerate(cl) if i != skip):
                sols.append((rec, tm, ov))
print(len(sols))
for rec, tm, ov in sols:
    for i in sorted(range(4), key=lambda k: ov[k]):
        print("Oven", ov[i], cooks[i], rec[i], tm[i], "minutes")
    print()
