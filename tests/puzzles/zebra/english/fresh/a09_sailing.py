from itertools import permutations
skippers = ["Jenny", "Marcus", "Ollie", "Ruth"]
boats = ["Kittiwake", "Mistral", "Sea Biscuit", "Puffin"]
sails = ["red", "white", "blue", "yellow"]
times = [46, 50, 57, 63]  # minutes
sols = []
for bb in permutations(boats):
    boat = dict(zip(skippers, bb)); by_boat = {v: k for k, v in boat.items()}
    # Ollie wasn't sailing Mistral
    if boat["Ollie"] == "Mistral": continue
    for tt in permutations(times):
        t = dict(zip(skippers, tt))
        # Kittiwake crossed the line 4 minutes ahead of Ruth's boat
        if t[by_boat["Kittiwake"]] != t["Ruth"] - 4: continue
        # Jenny's boat took 7 minutes longer than Mistral
        if t["Jenny"] != t[by_boat["Mistral"]] + 7: continue
        for ss in permutations(sails):
            s = dict(zip(skippers, ss)); by_sail = {v: k for k, v in s.items()}
            # Jenny's boat doesn't have white sails
            if s["Jenny"] == "white": continue
            # Ollie finished behind the blue sails
            if not t["Ollie"] > t[by_sail["blue"]]: continue
            # Puffin's sails aren't yellow or white
            if s[by_boat["Puffin"]] in ("yellow", "white"): continue
            # Marcus didn't have red sails
            if s["Marcus"] == "red": continue
            # the red sails came in eleven minutes after the yellow sails
            if t[by_sail["red"]] != t[by_sail["yellow"]] + 11: continue
            sols.append((boat, t, s))
print(len(sols))
for boat, t, s in sols:
    for k in sorted(skippers, key=lambda k: t[k]): print(t[k], "min", k, boat[k], s[k])
    print()
