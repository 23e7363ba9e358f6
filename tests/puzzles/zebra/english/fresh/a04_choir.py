from itertools import permutations
singers = ["Hilary", "Graham", "Bernadette", "Owen"]
parts = ["soprano", "alto", "tenor", "bass"]
years = [2009, 2013, 2016, 2021]
solos = ["Silent Night", "In the Bleak Midwinter", "O Holy Night", "The Holly and the Ivy"]
sols = []
for pa in permutations(parts):
    part = dict(zip(singers, pa)); by_part = {v: k for k, v in part.items()}
    for ye in permutations(years):
        y = dict(zip(singers, ye))
        # 1 Graham has been in the choir four years longer than Hilary
        if y["Graham"] != y["Hilary"] - 4: continue
        # 3 Owen joined before Bernadette but after the bass
        if not y[by_part["bass"]] < y["Owen"] < y["Bernadette"]: continue
        newest = max(singers, key=lambda s: y[s])
        # 2 newest member isn't a tenor
        if part[newest] == "tenor": continue
        for so in permutations(solos):
            solo = dict(zip(singers, so)); by_solo = {v: k for k, v in solo.items()}
            # 2 newest member will sing In the Bleak Midwinter
            if solo[newest] != "In the Bleak Midwinter": continue
            # 4 alto isn't singing Silent Night or The Holly and the Ivy
            if solo[by_part["alto"]] in ("Silent Night", "The Holly and the Ivy"): continue
            # 5 the soprano joined eight years after Hilary
            if y[by_part["soprano"]] != y["Hilary"] + 8: continue
            # 6 the alto joined later than the bass but earlier than the tenor
            if not y[by_part["bass"]] < y[by_part["alto"]] < y[by_part["tenor"]]: continue
            # 7 Owen's carol has 'Night' in its title
            if "Night" not in solo["Owen"]: continue
            sols.append((part, y, solo))
print(len(sols))
for part, y, solo in sols:
    for s in singers: print(s, part[s], y[s], solo[s])
    print()
