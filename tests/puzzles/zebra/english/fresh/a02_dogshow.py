from itertools import permutations
owners = ["Mrs Pringle", "Colonel Ash", "Tilly", "Mr Okafor"]
names = ["Biscuit", "Duke", "Pepper", "Rolo"]
breeds = ["beagle", "whippet", "pug", "border collie"]
places = [1, 2, 3, 4]
sols = []
for nm in permutations(names):
    n = dict(zip(owners, nm)); own_of_name = {v: k for k, v in n.items()}
    for br in permutations(breeds):
        b = dict(zip(owners, br)); own_of_breed = {v: k for k, v in b.items()}
        for pl in permutations(places):
            p = dict(zip(owners, pl))
            # 1 Colonel Ash's dog finished one place below the beagle
            if p["Colonel Ash"] != p[own_of_breed["beagle"]] + 1: continue
            # 2 Pepper isn't the pug, and she finished above Rolo
            if b[own_of_name["Pepper"]] == "pug": continue
            if not p[own_of_name["Pepper"]] < p[own_of_name["Rolo"]]: continue
            # 3 Tilly's dog isn't Biscuit, and beat the pug
            if n["Tilly"] == "Biscuit": continue
            if not p["Tilly"] < p[own_of_breed["pug"]]: continue
            # 4 Duke is neither the beagle nor the border collie
            if b[own_of_name["Duke"]] in ("beagle", "border collie"): continue
            # 5 Mr Okafor's dog finished above the whippet, but behind Rolo
            if not p["Mr Okafor"] < p[own_of_breed["whippet"]]: continue
            if not p[own_of_name["Rolo"]] < p["Mr Okafor"]: continue
            # 6 The beagle didn't win
            if p[own_of_breed["beagle"]] == 1: continue
            sols.append((n, b, p))
print(len(sols))
for n, b, p in sols:
    for o in sorted(owners, key=lambda o: p[o]): print(p[o], o, n[o], b[o])
    print()
