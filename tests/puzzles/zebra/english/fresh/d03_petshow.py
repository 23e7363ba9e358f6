from itertools import permutations

children = ["Maya", "Tom", "Priya", "Leo"]
pets = ["rabbit", "tortoise", "goldfish", "hamster"]
petnames = ["Biscuit", "Pepper", "Sunny", "Noodle"]
ages = [1, 2, 3, 4]  # years
MAYA, TOM, PRIYA, LEO = range(4)

sols = []
for pet in permutations(pets):
    by_pet = {v: i for i, v in enumerate(pet)}
    # Leo doesn't own the rabbit.
    if pet[LEO] == "rabbit":
        continue
    # Priya doesn't have the hamster.
    if pet[PRIYA] == "hamster":
        continue
    # Neither Maya nor Leo owns the tortoise.
    if pet[MAYA] == "tortoise" or pet[LEO] == "tortoise":
        continue
    for pname in permutations(petnames):
        by_name = {v: i for i, v in enumerate(pname)}
        # Priya's pet isn't called Pepper or Noodle.
        if pname[PRIYA] in ("Pepper", "Noodle"):
            continue
        # Sunny isn't the hamster.
        if pet[by_name["Sunny"]] == "hamster":
            continue
        for age in permutations(ages):
            # The tortoise is the oldest pet.
            if age[by_pet["tortoise"]] != max(ages):
                continue
            # Biscuit is exactly one year younger than Maya's pet.
            if age[by_name["Biscuit"]] != age[MAYA] - 1:
                continue
            # The goldfish is younger than the hamster.
            if not age[by_pet["goldfish"]] < age[by_pet["hamster"]]:
                continue
            # Tom's pet is older than Leo's.
            if not age[TOM] > age[LEO]:
                continue
            # Of Pepper and Sunny, one belongs to Maya and the other is the youngest pet.
            if not ((by_name["Pepper"] == MAYA and age[by_name["Sunny"]] == min(ages)) or
                    (by_name["Sunny"] == MAYA and age[by_name["Pepper"]] == min(ages))):
                continue
            # The rabbit is older than Biscuit.
            if not age[by_pet["rabbit"]] > age[by_name["Biscuit"]]:
                continue
            sols.append((pet, pname, age))

print(len(sols))
for pet, pname, age in sols:
    for i, c in enumerate(children):
        print(f"{c:6} {pet[i]:9} {pname[i]:8} {age[i]} years")
    print()
