from itertools import permutations
# the poster ("me"/"I") is Leanne; pitches numbered 1..5 from the entrance
sellers = ["Gaz", "Leanne", "Priya", "Steve", "Jo"]
items = ["lamp", "bike", "vinyl", "dollhouse", "golf clubs"]
prices = [5, 8, 12, 15, 20]
sols = []
for pp in permutations(range(1, 6)):
    pos = dict(zip(sellers, pp))
    # Gaz was right next to me
    if abs(pos["Gaz"] - pos["Leanne"]) != 1: continue
    # Steve was at the opposite end of the row from me
    if {pos["Steve"], pos["Leanne"]} != {1, 5}: continue
    # Priya was one pitch further from the entrance than Jo
    if pos["Priya"] != pos["Jo"] + 1: continue
    # Priya was further from the entrance than Gaz
    if not pos["Priya"] > pos["Gaz"]: continue
    for it in permutations(items):
        item = dict(zip(sellers, it)); by_item = {v: k for k, v in item.items()}
        # my best sale was the dollhouse
        if item["Leanne"] != "dollhouse": continue
        # the golf clubs were sold from the pitch right next to mine
        if abs(pos[by_item["golf clubs"]] - pos["Leanne"]) != 1: continue
        for pr in permutations(prices):
            price = dict(zip(sellers, pr))
            P = lambda i: price[by_item[i]]
            # golf clubs went for the most
            if P("golf clubs") != max(prices): continue
            # bike sold for £3 more than the lamp
            if P("bike") != P("lamp") + 3: continue
            # vinyl less than golf clubs but more than my dollhouse
            if not P("dollhouse") < P("vinyl") < P("golf clubs"): continue
            # the cheapest best-sale was Jo's
            if price["Jo"] != min(prices): continue
            # Priya got more for hers than Steve did for his
            if not price["Priya"] > price["Steve"]: continue
            sols.append((pos, item, price))
print(len(sols))
for pos, item, price in sols:
    for s in sorted(sellers, key=lambda s: pos[s]): print(pos[s], s, item[s], "£%d" % price[s])
    print()
