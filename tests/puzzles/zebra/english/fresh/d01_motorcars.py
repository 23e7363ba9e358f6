from itertools import permutations

names = ["Colonel Ashby", "Mr Bentley", "Dr Carew", "Reverend Dunn"]
cars = ["Austin", "Morris", "Riley", "Sunbeam"]
towns = ["Bath", "Derby", "Exeter", "York"]
hours = [2, 3, 4, 5]  # o'clock
ASHBY, BENTLEY, CAREW, DUNN = range(4)

sols = []
for car in permutations(cars):
    by_car = {v: i for i, v in enumerate(car)}
    # 3. Colonel Ashby did not drive the Austin.
    if car[ASHBY] == "Austin":
        continue
    for town in permutations(towns):
        by_town = {v: i for i, v in enumerate(town)}
        # 3. Colonel Ashby did not hail from Exeter.
        if town[ASHBY] == "Exeter":
            continue
        # 5. The Derby man drove neither the Morris nor the Austin.
        if car[by_town["Derby"]] in ("Morris", "Austin"):
            continue
        # 8. Colonel Ashby had never set foot in Derby; Mr Bentley did not hail from York.
        if town[ASHBY] == "Derby" or town[BENTLEY] == "York":
            continue
        for hour in permutations(hours):
            # 1. The gentleman from Bath was the first to arrive.
            if hour[by_town["Bath"]] != min(hours):
                continue
            # 2. The Riley arrived exactly one hour after the Sunbeam.
            if hour[by_car["Riley"]] != hour[by_car["Sunbeam"]] + 1:
                continue
            # 4. Dr Carew arrived some time after the gentleman from York.
            if not hour[CAREW] > hour[by_town["York"]]:
                continue
            # 6. The Reverend Dunn arrived neither at two o'clock nor at five.
            if hour[DUNN] in (2, 5):
                continue
            # 7. The Austin arrived two hours after the Riley.
            if hour[by_car["Austin"]] != hour[by_car["Riley"]] + 2:
                continue
            # 9. The Colonel arrived later than Mr Bentley.
            if not hour[ASHBY] > hour[BENTLEY]:
                continue
            sols.append((car, town, hour))

print(len(sols))
for car, town, hour in sols:
    for i, n in enumerate(names):
        print(f"{n:15} {car[i]:8} {town[i]:7} {hour[i]} o'clock")
    print()
