# Brute force for GridLogic level 27 (f06_app)
# usage: python3 f06_app.py [clue-number-to-leave-out]
from itertools import permutations
import sys

robots = ["Bix", "Cog", "Dot", "Zed"]
colours = ["red", "blue", "green", "yellow"]
charges = [25, 50, 75, 100]     # percent

BIX, COG, DOT, ZED = range(4)


def clues(col, ch):
    k = col.index
    return [
        # 1. "Red has the lowest charge."
        ch[k("red")] == min(charges),
        # 2. "Zed has 25% more than Cog."
        ch[ZED] == ch[COG] + 25,
        # 3. "Bix isn't blue or yellow."
        col[BIX] not in ("blue", "yellow"),
        # 4. "Yellow is fully charged."
        ch[k("yellow")] == 100,
        # 5. "Bix has more charge than Zed."
        ch[BIX] > ch[ZED],
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for col in permutations(colours):
    for ch in permutations(charges):
        cl = clues(col, ch)
        if all(ok for i, ok in enumerate(cl) if i != skip):
            sols.append((col, ch))
print(len(sols))
for col, ch in sols:
    for i in range(4):
        print(robots[i], col[i], str(ch[i]) + "%")
    print()
