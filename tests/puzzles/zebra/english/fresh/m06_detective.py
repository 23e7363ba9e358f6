from itertools import permutations

KIDS = ["Amir", "Bella", "Chloe", "Danny"]
SEATS = [1, 2, 3, 4]  # from left to right
PETS = ["cat", "dog", "hamster", "goldfish"]
STICKERS = [3, 5, 8, 10]

sols = []
for se in permutations(SEATS):
    S = dict(zip(KIDS, se))
    # Bella sits at the right-hand end of the row.
    if S["Bella"] != 4:
        continue
    # Danny sits somewhere to the right of Chloe.
    if not S["Danny"] > S["Chloe"]:
        continue
    for pe in permutations(PETS):
        P = dict(zip(KIDS, pe))
        by_pet = {P[k]: k for k in KIDS}
        # Chloe does not have a cat or a dog.
        if P["Chloe"] in ("cat", "dog"):
            continue
        # The child with the dog sits right next to Chloe.
        if abs(S[by_pet["dog"]] - S["Chloe"]) != 1:
            continue
        # The dog's owner does not sit at either end.
        if S[by_pet["dog"]] in (1, 4):
            continue
        # The child with the cat does not sit next to Amir.
        if abs(S[by_pet["cat"]] - S["Amir"]) == 1:
            continue
        for st in permutations(STICKERS):
            N = dict(zip(KIDS, st))
            # Danny has 2 more stickers than Chloe.
            if N["Danny"] != N["Chloe"] + 2:
                continue
            # The child with the goldfish has the most stickers.
            if N[by_pet["goldfish"]] != max(STICKERS):
                continue
            # Amir has fewer stickers than everyone else.
            if N["Amir"] != min(STICKERS):
                continue
            sols.append((S, P, N))

print(len(sols))
if sols:
    S, P, N = sols[0]
    for k in sorted(KIDS, key=lambda x: S[x]):
        print(S[k], k, P[k], N[k])
