# Brute force for the bank/cover shift rota note (f09_rota)
# usage: python3 f09_rota.py [clue-number-to-leave-out]
from itertools import permutations
import sys

nurses = ["Adaeze", "Bronwyn", "Callum", "Deepa"]
wards = ["Ash", "Beech", "Cedar", "Rowan"]
shifts = ["early", "late", "long day", "night"]
days = ["Monday", "Tuesday", "Wednesday", "Thursday"]

A, B, C, D = range(4)


def clues(wd, sh, dy):
    w = wd.index
    s = sh.index
    n = lambda i: days.index(dy[i])   # day number 0..3
    return [
        # 1. "Callum's cover shift is the day before Adaeze's."
        n(C) == n(A) - 1,
        # 2. "The night shift is on Cedar."
        wd[s("night")] == "Cedar",
        # 3. "Bronwyn is in later in the week than whoever's doing the late on Beech."
        wd[s("late")] == "Beech" and n(B) > n(s("late")),
        # 4. "Neither Bronwyn nor Deepa is doing a night this time, and Deepa can't do the long day either."
        sh[B] != "night" and sh[D] not in ("night", "long day"),
        # 5. "Rowan's cover is on the Monday."
        dy[w("Rowan")] == "Monday",
        # 6. "The night shift is the day after the long day."
        n(s("night")) == n(s("long day")) + 1,
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for wd in permutations(wards):
    for sh in permutations(shifts):
        for dy in permutations(days):
            cl = clues(wd, sh, dy)
            if all(ok for i, ok in enumerate(cl) if i != skip):
                sols.append((wd, sh, dy))
print(len(sols))
for wd, sh, dy in sols:
    for i in sorted(range(4), key=lambda k: days.index(dy[k])):
        print(dy[i], nurses[i], wd[i], sh[i])
    print()
