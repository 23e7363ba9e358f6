from itertools import permutations
guests = ["Mr Bell", "the Garcias", "Ms Novak", "Dr Shah", "the Pryce sisters"]
towns = ["Leeds", "Cardiff", "Glasgow", "Bristol", "Norwich"]
rooms = [11, 12, 13, 14, 15]  # along the corridor, 11 nearest the stairs
nights = [1, 2, 3, 4, 5]
sols = []
for rr in permutations(rooms):
    r = dict(zip(guests, rr))
    # Ms Novak's room is nearest the stairs
    if r["Ms Novak"] != 11: continue
    # the Garcias' room is directly between Dr Shah's and Mr Bell's
    if not (abs(r["the Garcias"] - r["Dr Shah"]) == 1 and abs(r["the Garcias"] - r["Mr Bell"]) == 1): continue
    for tw in permutations(towns):
        town = dict(zip(guests, tw)); by_town = {v: k for k, v in town.items()}
        # Glasgow guest is two doors further along than Dr Shah
        if r[by_town["Glasgow"]] != r["Dr Shah"] + 2: continue
        for nn in permutations(nights):
            n = dict(zip(guests, nn))
            # Glasgow guest staying one night longer than Dr Shah
            if n[by_town["Glasgow"]] != n["Dr Shah"] + 1: continue
            # the Garcias are staying longest
            if n["the Garcias"] != 5: continue
            # Pryce sisters staying one night longer than Ms Novak
            if n["the Pryce sisters"] != n["Ms Novak"] + 1: continue
            # Cardiff guests staying longer than the Norwich guest
            if not n[by_town["Cardiff"]] > n[by_town["Norwich"]]: continue
            # the Cardiff guests have the middle room
            if r[by_town["Cardiff"]] != 13: continue
            # whoever is from Leeds is staying just one night
            if n[by_town["Leeds"]] != 1: continue
            # the Norwich guest is next door to the Leeds guest
            if abs(r[by_town["Norwich"]] - r[by_town["Leeds"]]) != 1: continue
            # Ms Novak is staying longer than her next-door neighbour
            nb = [g for g in guests if abs(r[g] - r["Ms Novak"]) == 1]
            if not all(n["Ms Novak"] > n[g] for g in nb): continue
            sols.append((r, town, n))
print(len(sols))
for r, town, n in sols:
    for g in sorted(guests, key=lambda g: r[g]): print(r[g], g, town[g], n[g])
    print()
