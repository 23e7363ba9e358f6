from itertools import permutations

guests = ["Fiona", "George", "Holly", "Ivan"]
dishes = ["trifle", "quiche", "samosas", "pavlova"]
costumes = ["pirate", "astronaut", "witch", "cowboy"]
times = [700, 715, 730, 745]  # 7:00 pm ... 7:45 pm
FIONA, GEORGE, HOLLY, IVAN = range(4)

def mins(t):
    return (t // 100) * 60 + t % 100

sols = []
for dish in permutations(dishes):
    by_dish = {v: i for i, v in enumerate(dish)}
    # 5. Fiona didn't bring the trifle or the samosas.
    if dish[FIONA] in ("trifle", "samosas"):
        continue
    for cost in permutations(costumes):
        by_cost = {v: i for i, v in enumerate(cost)}
        # 4. The pavlova didn't come with the pirate or the astronaut.
        if cost[by_dish["pavlova"]] in ("pirate", "astronaut"):
            continue
        # 7. George, the astronaut and whoever brought the quiche are three different people.
        if len({GEORGE, by_cost["astronaut"], by_dish["quiche"]}) != 3:
            continue
        # 8. Ivan didn't come as the astronaut.
        if cost[IVAN] == "astronaut":
            continue
        for t in permutations(times):
            # 1. The witch was the first to arrive.
            if t[by_cost["witch"]] != min(times):
                continue
            # 2. The pirate arrived 15 minutes before the cowboy.
            if mins(t[by_cost["pirate"]]) != mins(t[by_cost["cowboy"]]) - 15:
                continue
            # 3. Holly arrived 30 minutes after Ivan.
            if mins(t[HOLLY]) != mins(t[IVAN]) + 30:
                continue
            # 6. The trifle arrived before the quiche.
            if not t[by_dish["trifle"]] < t[by_dish["quiche"]]:
                continue
            # 9. The pavlova arrived 45 minutes before the samosas.
            if mins(t[by_dish["pavlova"]]) != mins(t[by_dish["samosas"]]) - 45:
                continue
            sols.append((dish, cost, t))

print(len(sols))
for dish, cost, t in sols:
    for i, g in enumerate(guests):
        print(f"{g:7} {dish[i]:8} {cost[i]:10} {t[i]//100}:{t[i]%100:02d}")
    print()
