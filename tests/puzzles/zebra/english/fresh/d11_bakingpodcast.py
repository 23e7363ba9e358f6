from itertools import permutations

bakers = ["Nell", "Otis", "Paloma", "Quentin"]
bakes = ["eclairs", "focaccia", "lemon tart", "Battenberg"]
places = [1, 2, 3, 4]
towns = ["Leeds", "Cardiff", "Norwich", "Truro"]
NELL, OTIS, PALOMA, QUENTIN = range(4)

sols = []
for bake in permutations(bakes):
    by_b = {v: i for i, v in enumerate(bake)}
    # Nell didn't make the eclairs or the Battenberg.
    if bake[NELL] in ("eclairs", "Battenberg"):
        continue
    for town in permutations(towns):
        by_t = {v: i for i, v in enumerate(town)}
        # Paloma isn't from Cardiff or Truro.
        if town[PALOMA] in ("Cardiff", "Truro"):
            continue
        # The lemon tart wasn't made by the Leeds baker.
        if bake[by_t["Leeds"]] == "lemon tart":
            continue
        for place in permutations(places):
            # The baker from Truro finished directly behind the Battenberg.
            if place[by_t["Truro"]] != place[by_b["Battenberg"]] + 1:
                continue
            # Quentin finished lower than Nell.
            if not place[QUENTIN] > place[NELL]:
                continue
            # The eclairs finished two places above the focaccia.
            if place[by_b["eclairs"]] != place[by_b["focaccia"]] - 2:
                continue
            # Of Otis and the Cardiff baker, one made the eclairs and the other came last.
            cardiff = by_t["Cardiff"]
            if cardiff == OTIS:
                continue
            if not ((bake[OTIS] == "eclairs" and place[cardiff] == 4) or
                    (bake[cardiff] == "eclairs" and place[OTIS] == 4)):
                continue
            # The Norwich baker finished exactly one place above the Leeds baker.
            if place[by_t["Norwich"]] != place[by_t["Leeds"]] - 1:
                continue
            sols.append((bake, place, town))

print(len(sols))
for bake, place, town in sols:
    for i, b in enumerate(bakers):
        print(f"{b:8} {bake[i]:11} place {place[i]}  {town[i]}")
    print()
