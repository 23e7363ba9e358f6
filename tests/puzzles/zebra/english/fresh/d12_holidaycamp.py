from itertools import permutations

cabins = [1, 2, 3, 4, 5]
teams_all = ["Otters", "Hawks", "Foxes", "Badgers", "Owls"]
acts_all = ["archery", "canoeing", "climbing", "pottery", "orienteering"]
leaders_all = ["Jess", "Kai", "Mo", "Nia", "Rob"]
# index i <-> cabin i+1

sols = []
for team in permutations(teams_all):
    t = {v: i + 1 for i, v in enumerate(team)}  # team -> cabin number
    # The Hawks are in one of the two end cabins.
    if t["Hawks"] not in (1, 5):
        continue
    for act in permutations(acts_all):
        a = {v: i + 1 for i, v in enumerate(act)}
        # The canoeing cabin is next door to both the pottery cabin and the Otters.
        if abs(a["canoeing"] - a["pottery"]) != 1 or abs(a["canoeing"] - t["Otters"]) != 1:
            continue
        # The Badgers aren't doing climbing or canoeing.
        if act[t["Badgers"] - 1] in ("climbing", "canoeing"):
            continue
        # Either the Owls or the Foxes are doing pottery.
        if team[a["pottery"] - 1] not in ("Owls", "Foxes"):
            continue
        # The climbers are in a higher-numbered cabin than the orienteers.
        if not a["climbing"] > a["orienteering"]:
            continue
        # The Foxes' cabin number is two lower than the Otters'.
        if t["Foxes"] != t["Otters"] - 2:
            continue
        # The orienteers' cabin sits between the archers' and the climbers', right next door to both.
        if not (abs(a["orienteering"] - a["archery"]) == 1 and abs(a["orienteering"] - a["climbing"]) == 1):
            continue
        for lead in permutations(leaders_all):
            l = {v: i + 1 for i, v in enumerate(lead)}
            # Jess's cabin number is one higher than Rob's.
            if l["Jess"] != l["Rob"] + 1:
                continue
            # Mo doesn't lead the Foxes or the Owls.
            if team[l["Mo"] - 1] in ("Foxes", "Owls"):
                continue
            # Nia's cabin has a lower number than the archers' cabin.
            if not l["Nia"] < a["archery"]:
                continue
            # Kai, the Badgers' leader and the climbers' leader are three different people.
            if len({l["Kai"], t["Badgers"], a["climbing"]}) != 3:
                continue
            # Kai's cabin has a lower number than Nia's.
            if not l["Kai"] < l["Nia"]:
                continue
            # Jess isn't leading the climbers.
            if l["Jess"] == a["climbing"]:
                continue
            sols.append((team, act, lead))

print(len(sols))
for team, act, lead in sols:
    for i, c in enumerate(cabins):
        print(f"Cabin {c}  {team[i]:8} {act[i]:13} {lead[i]}")
    print()
