from itertools import permutations
kids = ["Aisha", "Ben", "Chloe", "Dylan"]
animals = ["penguins", "giraffes", "lions", "meerkats"]
spends = [150, 200, 275, 350]  # pence
sandwiches = ["cheese", "ham", "tuna", "egg"]
sols = []
for an in permutations(animals):
    a = dict(zip(kids, an)); by_a = {v: k for k, v in a.items()}
    for sp in permutations(spends):
        m = dict(zip(kids, sp))
        # 1 Dylan spent 50p more than the meerkat lover
        if m["Dylan"] != m[by_a["meerkats"]] + 50: continue
        # 4 the lion fan spent the most
        if m[by_a["lions"]] != max(spends): continue
        # 5 Aisha's favourite wasn't the penguins
        if a["Aisha"] == "penguins": continue
        for sw in permutations(sandwiches):
            s = dict(zip(kids, sw)); by_s = {v: k for k, v in s.items()}
            # 2 tuna child spent more than Dylan but less than Chloe
            if not m["Dylan"] < m[by_s["tuna"]] < m["Chloe"]: continue
            # 3 Ben didn't have ham or egg
            if s["Ben"] in ("ham", "egg"): continue
            # 6 cheese child spent the least
            if m[by_s["cheese"]] != min(spends): continue
            # 7 giraffe fan spent 75p more than the child who had ham
            if m[by_a["giraffes"]] != m[by_s["ham"]] + 75: continue
            # 8 Ben spent less than Aisha
            if not m["Ben"] < m["Aisha"]: continue
            sols.append((a, m, s))
print(len(sols))
for a, m, s in sols:
    for k in kids: print(k, a[k], "£%.2f" % (m[k] / 100), s[k])
    print()
