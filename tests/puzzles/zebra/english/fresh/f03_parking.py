# Brute force for the Elmfield Court parking bay email (f03_parking)
# usage: python3 f03_parking.py [clue-number-to-leave-out]
from itertools import permutations
import sys

residents = ["Mr Okafor", "Mrs Lindqvist", "Dev", "the Hendersons", "Sally"]
bays = [1, 2, 3, 4, 5]
cars = ["Volvo estate", "Fiat 500", "Tesla", "camper van", "Mini"]

OK, LI, DEV, HEN, SAL = range(5)


def clues(bay, car):
    c = car.index
    r = residents.index
    return [
        # 1. "the camper van is not at either end (I'm told it won't fit by the bins or by the gate)"
        bay[c("camper van")] not in (1, 5),
        # 2. "Dev is in the bay numbered one higher than the Hendersons'"
        bay[DEV] == bay[HEN] + 1,
        # 3. "Mrs Lindqvist has one of the end bays and the Mini lives at the other end"
        bay[LI] in (1, 5) and bay[c("Mini")] in (1, 5) and bay[c("Mini")] != bay[LI],
        # 4. "Mr Okafor's Volvo is right next to the Mini"
        car[OK] == "Volvo estate" and abs(bay[OK] - bay[c("Mini")]) == 1,
        # 5. "the Tesla is parked two bays to the right of the Volvo"
        bay[c("Tesla")] == bay[c("Volvo estate")] + 2,
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for bay in permutations(bays):
    for car in permutations(cars):
        cl = clues(bay, car)
        if all(ok for i, ok in enumerate(cl) if i != skip):
            sols.append((bay, car))
print(len(sols))
for bay, car in sols:
    for i in sorted(range(5), key=lambda k: bay[k]):
        print("Bay", bay[i], residents[i], car[i])
    print()
