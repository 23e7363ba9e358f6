# Brute force for "Pull the Other One!" Christmas cracker puzzle (f10_cracker)
# usage: python3 f10_cracker.py [clue-number-to-leave-out]
from itertools import permutations
import sys

kids = ["Alfie", "Bella", "Harry", "Rosie"]
hats = ["red", "green", "gold", "purple"]
toys = ["spinning top", "tiny comb", "fortune fish", "puzzle ring"]
ages = [6, 7, 9, 11]

AL, BE, HA, RO = range(4)


def clues(hat, toy, age):
    h = hat.index
    t = toy.index
    return [
        # 1. "The eldest cousin got the puzzle ring."
        age[t("puzzle ring")] == max(ages),
        # 2. "Alfie is three years older than the cousin in the purple hat."
        age[AL] == age[h("purple")] + 3,
        # 3. "Rosie's hat was green, but she isn't the youngest."
        hat[RO] == "green" and age[RO] != min(ages),
        # 4. "The fortune fish went to whoever is wearing gold."
        toy[h("gold")] == "fortune fish",
        # 5. "Harry didn't get the comb."
        toy[HA] != "tiny comb",
        # 6. "Bella is older than Rosie."
        age[BE] > age[RO],
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for hat in permutations(hats):
    for toy in permutations(toys):
        for age in permutations(ages):
            cl = clues(hat, toy, age)
            if all(ok for i, ok in enumerate(cl) if i != skip):
                sols.append((hat, toy, age))
print(len(sols))
for hat, toy, age in sols:
    for i in range(4):
        print(kids[i], hat[i], toy[i], age[i])
    print()
