# Brute force for Riverside High Logic Club Worksheet 4 (f02_logicclub)
# usage: python3 f02_logicclub.py [clue-number-to-leave-out]
from itertools import permutations
import sys

students = ["Jada", "Marcus", "Priya", "Tyler"]
grades = [9, 10, 11, 12]          # freshman, sophomore, junior, senior
places = ["animal shelter", "food bank", "library", "nursing home"]
hours = [6, 8, 10, 12]

J, M, P, T = range(4)


def clues(gr, pl, hr):
    g = gr.index
    p = pl.index
    return [
        # 1. "The student who volunteered at the food bank logged more hours than anyone else."
        hr[p("food bank")] == max(hours),
        # 2. "Marcus is a freshman, and he put in two more hours than the senior did."
        gr[M] == 9 and hr[M] == hr[g(12)] + 2,
        # 3. "Tyler is exactly one grade below Jada."
        gr[T] == gr[J] - 1,
        # 4. "The library volunteer is the only freshman in the group."
        gr[p("library")] == 9,
        # 5. "Priya didn't volunteer at the library, and she logged fewer hours than Tyler."
        pl[P] != "library" and hr[P] < hr[T],
        # 6. "Tyler didn't spend his hours at the food bank or at the animal shelter."
        pl[T] not in ("food bank", "animal shelter"),
    ]


skip = int(sys.argv[1]) - 1 if len(sys.argv) > 1 else None
sols = []
for gr in permutations(grades):
    for pl in permutations(places):
        for hr in permutations(hours):
            cl = clues(gr, pl, hr)
            if all(ok for i, ok in enumerate(cl) if i != skip):
                sols.append((gr, pl, hr))
print(len(sols))
for gr, pl, hr in sols:
    for i in range(4):
        print(students[i], str(gr[i]) + "th grade", pl[i], hr[i], "hours")
    print()
