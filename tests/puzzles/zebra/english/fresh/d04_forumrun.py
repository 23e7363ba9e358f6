from itertools import permutations

runners = ["Gemma", "Hassan", "Iris", "Josh", "Kofi"]
places = [1, 2, 3, 4, 5]
charities = ["hospice", "animal rescue", "children's ward", "air ambulance", "food bank"]
ages = [24, 31, 38, 45, 52]
GEMMA, HASSAN, IRIS, JOSH, KOFI = range(5)

sols = []
for place in permutations(places):
    # Hassan finished directly behind Kofi.
    if place[HASSAN] != place[KOFI] + 1:
        continue
    # Josh finished two places behind Kofi.
    if place[JOSH] != place[KOFI] + 2:
        continue
    # Gemma didn't win.
    if place[GEMMA] == 1:
        continue
    for charity in permutations(charities):
        by_ch = {v: i for i, v in enumerate(charity)}
        # Josh didn't run for the hospice or the air ambulance.
        if charity[JOSH] in ("hospice", "air ambulance"):
            continue
        # The hospice runner finished somewhere behind Gemma.
        if not place[by_ch["hospice"]] > place[GEMMA]:
            continue
        # Either Iris or Josh ran for the animal rescue.
        if by_ch["animal rescue"] not in (IRIS, JOSH):
            continue
        # Neither the winner nor the runner-up ran for the animal rescue.
        if place[by_ch["animal rescue"]] in (1, 2):
            continue
        for age in permutations(ages):
            by_age = {v: i for i, v in enumerate(age)}
            # The oldest runner won the race.
            if place[by_age[max(ages)]] != 1:
                continue
            # The food bank runner is 14 years older than the children's ward runner.
            if age[by_ch["food bank"]] != age[by_ch["children's ward"]] + 14:
                continue
            # Gemma is 7 years older than Kofi.
            if age[GEMMA] != age[KOFI] + 7:
                continue
            # The youngest runner didn't finish last.
            if place[by_age[min(ages)]] == 5:
                continue
            # Hassan is 21 years younger than Gemma.
            if age[HASSAN] != age[GEMMA] - 21:
                continue
            sols.append((place, charity, age))

print(len(sols))
for place, charity, age in sols:
    for i, r in enumerate(runners):
        print(f"{r:7} place {place[i]}  {charity[i]:16} {age[i]}")
    print()
