from itertools import permutations

people = ["Rachel", "Omar", "Lena", "Marcus", "Bea"]
depts = ["Finance", "HR", "IT", "Marketing", "Sales"]
floors = [1, 2, 3, 4, 5]
years = [2, 4, 6, 8, 10]
RACHEL, OMAR, LENA, MARCUS, BEA = range(5)

sols = []
for dept in permutations(depts):
    by_d = {v: i for i, v in enumerate(dept)}
    # 6. Omar isn't in HR or IT.
    if dept[OMAR] in ("HR", "IT"):
        continue
    for floor in permutations(floors):
        # 2. Finance is on the top floor.
        if floor[by_d["Finance"]] != max(floors):
            continue
        # 4. Bea works one floor below Lena.
        if floor[BEA] != floor[LENA] - 1:
            continue
        # 9. Marcus works on a higher floor than Rachel.
        if not floor[MARCUS] > floor[RACHEL]:
            continue
        # 11. IT is on the floor directly above HR.
        if floor[by_d["IT"]] != floor[by_d["HR"]] + 1:
            continue
        for yrs in permutations(years):
            by_y = {v: i for i, v in enumerate(yrs)}
            # 1. The longest-serving colleague works on floor 1.
            if floor[by_y[max(years)]] != 1:
                continue
            # 3. Rachel has been here 4 years longer than Lena.
            if yrs[RACHEL] != yrs[LENA] + 4:
                continue
            # 5. The Marketing person has been here 4 years less than the Finance person.
            if yrs[by_d["Marketing"]] != yrs[by_d["Finance"]] - 4:
                continue
            # 7. Of Rachel and Marcus, one is in IT and the other has been here 8 years.
            if not ((dept[RACHEL] == "IT" and yrs[MARCUS] == 8) or
                    (dept[MARCUS] == "IT" and yrs[RACHEL] == 8)):
                continue
            # 8. The HR person is the newest recruit (fewest years).
            if yrs[by_d["HR"]] != min(years):
                continue
            # 10. Omar has been here longer than Marcus.
            if not yrs[OMAR] > yrs[MARCUS]:
                continue
            sols.append((dept, floor, yrs))

print(len(sols))
for dept, floor, yrs in sols:
    for i, p in enumerate(people):
        print(f"{p:7} {dept[i]:10} floor {floor[i]}  {yrs[i]} years")
    print()
