from itertools import permutations
players = ["Dave", "Mick", "Sharon", "Tony", "Bev"]
pubs = ["Red Lion", "Crown", "Plough", "Fox and Hounds", "Anchor"]
scores = [81, 96, 104, 118, 137]
sols = []
for pb in permutations(pubs):
    pub = dict(zip(players, pb))
    who = {v: k for k, v in pub.items()}
    for sc in permutations(scores):
        s = dict(zip(players, sc))
        # 1 Sharon's checkout was 14 higher than that of the Crown's player
        if s["Sharon"] != s[who["Crown"]] + 14: continue
        # 2 Neither Mick nor the Fox and Hounds player managed a three-figure checkout
        if s["Mick"] >= 100 or s[who["Fox and Hounds"]] >= 100: continue
        # 3 highest checkout not hit by anyone from Red Lion or Anchor
        top = max(players, key=lambda p: s[p])
        if pub[top] in ("Red Lion", "Anchor"): continue
        # 4 Tony lower than Dave; Dave doesn't play at the Plough
        if not s["Tony"] < s["Dave"]: continue
        if pub["Dave"] == "Plough": continue
        # 5 Bev doesn't drink at the Crown
        if pub["Bev"] == "Crown": continue
        # 6 The Anchor's player finished fifteen short of Tony
        if s[who["Anchor"]] != s["Tony"] - 15: continue
        sols.append((dict(pub), dict(s)))
print(len(sols))
for pub, s in sols:
    for p in players: print(p, pub[p], s[p])
    print()
