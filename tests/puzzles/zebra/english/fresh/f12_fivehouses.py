# Brute force for "The Five Houses of Harbour Row" (f12_fivehouses)
# usage: python3 f12_fivehouses.py [clue-number-to-leave-out]
# houses are numbered 1 to 5 from left to right
from itertools import permutations
import sys

houses = [1, 2, 3, 4, 5]
colours = ["blue", "cream", "green", "red", "yellow"]
nations = ["Australian", "Canadian", "Dutch", "Kenyan", "Portuguese"]
drinks = ["cocoa", "coffee", "lemonade", "milk", "tea"]
pets = ["cat", "hamster", "parrot", "rabbit", "tortoise"]

# each assignment maps a value to its house number; categories are filled in this order
ORDER = ["colour", "nation", "drink", "pet"]


def nextto(a, b):
    return abs(a - b) == 1


# (categories needed, test); x is a dict of value -> house
CLUES = [
    # 1. "The Kenyan lives in the first house on the left."
    ({"nation"}, lambda x: x["Kenyan"] == 1),
    # 2. "Milk is drunk in the middle house."
    ({"drink"}, lambda x: x["milk"] == 3),
    # 3. "The Kenyan lives next door to the blue house."
    ({"nation", "colour"}, lambda x: nextto(x["Kenyan"], x["blue"])),
    # 4. "The Australian lives in the red house."
    ({"nation", "colour"}, lambda x: x["Australian"] == x["red"]),
    # 5. "The green house is immediately to the left of the cream house."
    ({"colour"}, lambda x: x["green"] == x["cream"] - 1),
    # 6. "Cocoa is drunk in the green house."
    ({"drink", "colour"}, lambda x: x["cocoa"] == x["green"]),
    # 7. "The Portuguese keeps a tortoise."
    ({"nation", "pet"}, lambda x: x["Portuguese"] == x["tortoise"]),
    # 8. "The man who drinks milk keeps a cat."
    ({"pet", "drink"}, lambda x: x["milk"] == x["cat"]),
    # 9. "The Canadian drinks lemonade."
    ({"nation", "drink"}, lambda x: x["Canadian"] == x["lemonade"]),
    # 10. "The rabbit is kept in a house next to the one where tea is drunk."
    ({"pet", "drink"}, lambda x: nextto(x["rabbit"], x["tea"])),
    # 11. "The Dutchman drinks tea."
    ({"nation", "drink"}, lambda x: x["Dutch"] == x["tea"]),
    # 12. "The owner of the hamster lives next door to the cocoa drinker."
    ({"pet", "drink"}, lambda x: nextto(x["hamster"], x["cocoa"])),
]

skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
LEVEL = [[] for _ in ORDER]
for k, (need, test) in enumerate(CLUES):
    if k != skip:
        LEVEL[max(ORDER.index(c) for c in need)].append(test)

lists = {"colour": colours, "nation": nations, "drink": drinks, "pet": pets}
sols = []


def search(level, x):
    if level == len(ORDER):
        sols.append(dict(x))
        return
    vals = lists[ORDER[level]]
    for perm in permutations(houses):
        y = dict(x)
        y.update(zip(vals, perm))
        if all(t(y) for t in LEVEL[level]):
            search(level + 1, y)


search(0, {})
print(len(sols))
for x in sols:
    for h in houses:
        row = [v for c in ORDER for v in lists[c] if x[v] == h]
        print("House", h, *row)
    print()
