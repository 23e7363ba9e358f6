from itertools import permutations

FLAT = ["Jess", "Rohan", "Ellie", "Kwame"]
FOOD = ["leftover pizza", "hummus", "yoghurt", "cheesecake"]
TIMES = [23, 24, 25, 26]  # 11pm, midnight, 1am, 2am (hours past midday-ish)

sols = []
for fo in permutations(FOOD):
    F = dict(zip(FLAT, fo))
    by_food = {F[p]: p for p in FLAT}
    # Rohan is lactose intolerant, so no yoghurt, no cheesecake, no pizza.
    if F["Rohan"] in ("yoghurt", "cheesecake", "leftover pizza"):
        continue
    # Kwame didn't touch the cheesecake or the yoghurt.
    if F["Kwame"] in ("cheesecake", "yoghurt"):
        continue
    for ti in permutations(TIMES):
        T = dict(zip(FLAT, ti))
        # Whoever had the pizza went down exactly an hour after Ellie.
        if T[by_food["leftover pizza"]] != T["Ellie"] + 1:
            continue
        # Jess wasn't up before 1.
        if T["Jess"] < 25:
            continue
        # Rohan was first or second down.
        if T["Rohan"] not in (23, 24):
            continue
        # The cheesecake went before the pizza.
        if not T[by_food["cheesecake"]] < T[by_food["leftover pizza"]]:
            continue
        sols.append((F, T))

print(len(sols))
if sols:
    F, T = sols[0]
    names = {23: "11pm", 24: "midnight", 25: "1am", 26: "2am"}
    for p in sorted(FLAT, key=lambda x: T[x]):
        print(names[T[p]], p, F[p])
