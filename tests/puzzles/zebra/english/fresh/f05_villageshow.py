# Brute force for the Haddow show marrow report (f05_villageshow)
# usage: python3 f05_villageshow.py [clue-number-to-leave-out]
from itertools import permutations
import sys

growers = ["Reg Butcher", "Maureen Tilly", "Stan Oakes", "Pauline Dunn"]
places = [1, 2, 3, 4]
weights = [19, 22, 24, 27]           # lb
villages = ["Crossways", "Fenby", "Kettleby", "Upper Haddow"]

REG, MAU, STAN, PAU = range(4)


def clues(pl, wt, vil):
    p = pl.index
    w = wt.index
    v = vil.index
    return [
        # 1. "the heaviest marrow on the table, a 27lb whopper, had to settle for third place"
        pl[w(27)] == 3,
        # 2. "Maureen's winner was 5lb heavier than Reg's entry"
        pl[MAU] == 1 and wt[MAU] == wt[REG] + 5,
        # 3. "Pauline finished one place below the Fenby grower"
        pl[PAU] == pl[v("Fenby")] + 1,
        # 4. "the Upper Haddow entry tipped the scales at 22lb"
        wt[v("Upper Haddow")] == 22,
        # 5. "Stan has never lived anywhere but Fenby or Kettleby"
        vil[STAN] in ("Fenby", "Kettleby"),
        # 6. "the Kettleby marrow was lighter than the one from Crossways"
        wt[v("Kettleby")] < wt[v("Crossways")],
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for pl in permutations(places):
    for wt in permutations(weights):
        for vil in permutations(villages):
            cl = clues(pl, wt, vil)
            if all(ok for i, ok in enumerate(cl) if i != skip):
                sols.append((pl, wt, vil))
print(len(sols))
for pl, wt, vil in sols:
    for i in sorted(range(4), key=lambda k: pl[k]):
        print(pl[i], growers[i], str(wt[i]) + "lb", vil[i])
    print()
