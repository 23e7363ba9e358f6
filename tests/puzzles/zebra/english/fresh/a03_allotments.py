from itertools import permutations
people = ["Arthur", "Margaret", "Doreen", "Keith", "Pam"]
crops = ["runner beans", "onions", "marrows", "potatoes", "rhubarb"]
# plots numbered 1..5 from the church gate
sols = []
for pp in permutations(people):
    pos = {x: i + 1 for i, x in enumerate(pp)}
    # 1 Arthur's plot is next to Margaret's, one further from the gate
    if pos["Arthur"] != pos["Margaret"] + 1: continue
    # 3 Pam has an end plot
    if pos["Pam"] not in (1, 5): continue
    for cc in permutations(crops):
        cpos = {x: i + 1 for i, x in enumerate(cc)}
        crop = {p: cc[pos[p] - 1] for p in people}
        # 2 onions next door to rhubarb
        if abs(cpos["onions"] - cpos["rhubarb"]) != 1: continue
        # 3 Pam doesn't grow rhubarb
        if crop["Pam"] == "rhubarb": continue
        # 4 Keith's plot lies somewhere between Doreen's and the marrows
        a, b = pos["Doreen"], cpos["marrows"]
        if not (min(a, b) < pos["Keith"] < max(a, b)): continue
        # 5 runner beans not on plot 2 or 5
        if cpos["runner beans"] in (2, 5): continue
        # 6 potatoes not next to onions
        if abs(cpos["potatoes"] - cpos["onions"]) == 1: continue
        # 7 Doreen's plot is nearer the gate than Pam's
        if not pos["Doreen"] < pos["Pam"]: continue
        # 8 the marrow grower has a neighbour on each side
        if cpos["marrows"] in (1, 5): continue
        # 9 Arthur doesn't grow marrows
        if crop["Arthur"] == "marrows": continue
        # 10 walking from the gate: rhubarb, then onions, then potatoes
        if not cpos["rhubarb"] < cpos["onions"] < cpos["potatoes"]: continue
        sols.append((pp, cc))
print(len(sols))
for pp, cc in sols:
    for i in range(5): print(i + 1, pp[i], cc[i])
    print()
