from itertools import permutations
kids = ["Milo", "Ruby", "Zac", "Isla"]
ages = [7, 8, 9, 10]
cakes = ["cupcakes", "brownies", "lemon drizzle", "flapjacks"]
aprons = ["red", "green", "yellow", "purple"]
sols = []
for aa in permutations(ages):
    age = dict(zip(kids, aa))
    # Ruby is two years younger than Milo
    if age["Ruby"] != age["Milo"] - 2: continue
    # Isla is older than Ruby
    if not age["Isla"] > age["Ruby"]: continue
    for cc in permutations(cakes):
        cake = dict(zip(kids, cc)); by_cake = {v: k for k, v in cake.items()}
        # the oldest baker made flapjacks
        if age[by_cake["flapjacks"]] != 10: continue
        # the youngest made cupcakes
        if age[by_cake["cupcakes"]] != 7: continue
        for ap in permutations(aprons):
            apron = dict(zip(kids, ap)); by_apron = {v: k for k, v in apron.items()}
            # green apron made brownies
            if cake[by_apron["green"]] != "brownies": continue
            # Zac not in purple or red
            if apron["Zac"] in ("purple", "red"): continue
            # lemon drizzle baker wore red
            if apron[by_cake["lemon drizzle"]] != "red": continue
            # Zac is older than Isla
            if not age["Zac"] > age["Isla"]: continue
            # Milo didn't make the lemon drizzle
            if cake["Milo"] == "lemon drizzle": continue
            sols.append((age, cake, apron))
print(len(sols))
for age, cake, apron in sols:
    for k in kids: print(k, age[k], cake[k], apron[k])
    print()
