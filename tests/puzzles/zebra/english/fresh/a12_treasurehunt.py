from itertools import permutations
patrols = ["Badgers", "Otters", "Kestrels", "Foxes"]
leaders = ["Amy", "Josh", "Kieran", "Freya"]
times = [0, 15, 30, 45]  # minutes after 11:40
spots = ["bandstand", "duck pond", "war memorial", "old oak"]
fmt = lambda t: "%d:%02d" % ((11 * 60 + 40 + t) // 60, (40 + t) % 60)
sols = []
for ll in permutations(leaders):
    L = dict(zip(patrols, ll)); by_L = {v: k for k, v in L.items()}
    # Amy didn't lead the Otters or the Badgers
    if L["Otters"] == "Amy" or L["Badgers"] == "Amy": continue
    # Freya's patrol wasn't the Kestrels
    if L["Kestrels"] == "Freya": continue
    for tt in permutations(times):
        t = dict(zip(patrols, tt))
        # the Otters got back a quarter of an hour before Kieran's patrol
        if t[by_L["Kieran"]] != t["Otters"] + 15: continue
        # Freya's patrol finished after the Foxes
        if not t[by_L["Freya"]] > t["Foxes"]: continue
        for ss in permutations(spots):
            s = dict(zip(patrols, ss)); by_s = {v: k for k, v in s.items()}
            # the bandstand patrol came in last
            if t[by_s["bandstand"]] != 45: continue
            # duck pond finished before war memorial, and neither won
            if not t[by_s["duck pond"]] < t[by_s["war memorial"]]: continue
            if t[by_s["duck pond"]] == 0 or t[by_s["war memorial"]] == 0: continue
            # the Kestrels got back half an hour after the Foxes
            if t["Kestrels"] != t["Foxes"] + 30: continue
            # Josh's patrol beat the Badgers home, and Kieran's beat the Kestrels
            if not t[by_L["Josh"]] < t["Badgers"]: continue
            if not t[by_L["Kieran"]] < t["Kestrels"]: continue
            sols.append((L, t, s))
print(len(sols))
for L, t, s in sols:
    for p in sorted(patrols, key=lambda p: t[p]): print(fmt(t[p]), p, L[p], s[p])
    print()
