# Brute force for the seating arrangement set (f08_seating)
# usage: python3 f08_seating.py [clue-number-to-leave-out]
# positions 1..5 from the left end; all face north, so "right" means a higher position
from itertools import permutations
import sys

persons = ["P", "Q", "R", "S", "T"]
positions = [1, 2, 3, 4, 5]
fruits = ["Apple", "Banana", "Guava", "Mango", "Orange"]

P, Q, R, S, T = range(5)


def clues(pos, fr):
    f = fr.index
    return [
        # 1. "R sits at one of the extreme ends of the row."
        pos[R] in (1, 5),
        # 2. "Only one person sits between R and T."
        abs(pos[R] - pos[T]) == 2,
        # 3. "Q sits second to the left of P."
        pos[Q] == pos[P] - 2,
        # 4. "The one who likes Mango sits immediate left of T."
        pos[f("Mango")] == pos[T] - 1,
        # 5. "The person who likes Apple sits exactly in the middle of the row."
        pos[f("Apple")] == 3,
        # 6. "The person who likes Banana sits immediate right of the person who likes Orange."
        pos[f("Banana")] == pos[f("Orange")] + 1,
        # 7. "S neither likes Orange nor sits to the right of T."
        fr[S] != "Orange" and pos[S] < pos[T],
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for pos in permutations(positions):
    for fr in permutations(fruits):
        cl = clues(pos, fr)
        if all(ok for i, ok in enumerate(cl) if i != skip):
            sols.append((pos, fr))
print(len(sols))
for pos, fr in sols:
    for i in sorted(range(5), key=lambda k: pos[k]):
        print(pos[i], persons[i], fr[i])
    print()
