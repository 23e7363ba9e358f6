from itertools import permutations
guests = ["Uncle Ray", "Auntie Jean", "Mel", "Grandad", "Tasha"]
gifts = ["toaster", "vase", "slow cooker", "cheque", "picture frame"]
times = [0, 15, 30, 45, 60]  # minutes after 2:00pm
fmt = lambda t: "%d:%02dpm" % (2 + t // 60, t % 60)
sols = []
for tt in permutations(times):
    t = dict(zip(guests, tt))
    # Grandad was first there
    if t["Grandad"] != 0: continue
    # Tasha got there after Mel
    if not t["Tasha"] > t["Mel"]: continue
    for gg in permutations(gifts):
        g = dict(zip(guests, gg)); by_g = {v: k for k, v in g.items()}
        # Ray got there half an hour before whoever brought the toaster
        if t[by_g["toaster"]] != t["Uncle Ray"] + 30: continue
        # Mel didn't bring the vase or the cheque
        if g["Mel"] in ("vase", "cheque"): continue
        # the vase arrived a quarter of an hour after the cheque
        if t[by_g["vase"]] != t[by_g["cheque"]] + 15: continue
        # Auntie Jean got there before Uncle Ray
        if not t["Auntie Jean"] < t["Uncle Ray"]: continue
        # the picture frame turned up fifteen minutes after the slow cooker
        if t[by_g["picture frame"]] != t[by_g["slow cooker"]] + 15: continue
        sols.append((t, g))
print(len(sols))
for t, g in sols:
    for x in sorted(guests, key=lambda x: t[x]): print(fmt(t[x]), x, g[x])
    print()
