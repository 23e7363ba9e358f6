from itertools import permutations

names = ["Alan", "Brenda", "Cyril", "Doreen", "Edwin"]
vegs = ["onion", "pumpkin", "leek", "marrow", "cabbage"]
plots = [1, 2, 3, 4, 5]
weights = [4, 6, 8, 10, 12]  # lb
ALAN, BRENDA, CYRIL, DOREEN, EDWIN = range(5)

sols = []
for veg in permutations(vegs):
    by_veg = {v: i for i, v in enumerate(veg)}
    # 6. Neither Brenda nor Edwin grew the leek.
    if veg[BRENDA] == "leek" or veg[EDWIN] == "leek":
        continue
    # 10. Cyril grew neither the pumpkin nor the onion.
    if veg[CYRIL] in ("pumpkin", "onion"):
        continue
    for plot in permutations(plots):
        # 1. The pumpkin was grown on one of the two end plots (1 or 5).
        if plot[by_veg["pumpkin"]] not in (1, 5):
            continue
        # 2. Doreen's plot is right next door to Cyril's.
        if abs(plot[DOREEN] - plot[CYRIL]) != 1:
            continue
        # 5. The cabbage grew on the plot numbered one higher than Alan's.
        if plot[by_veg["cabbage"]] != plot[ALAN] + 1:
            continue
        for weight in permutations(weights):
            # 1. The heaviest entry of all was the pumpkin.
            if weight[by_veg["pumpkin"]] != max(weights):
                continue
            # 3. The marrow weighed 4 lb more than the leek.
            if weight[by_veg["marrow"]] != weight[by_veg["leek"]] + 4:
                continue
            # 4. Alan's entry was lighter than Edwin's.
            if not weight[ALAN] < weight[EDWIN]:
                continue
            # 7. The lightest entry came from plot 3.
            if plot[weight.index(min(weights))] != 3:
                continue
            # 8. The onion weighed 4 lb less than the cabbage.
            if weight[by_veg["onion"]] != weight[by_veg["cabbage"]] - 4:
                continue
            # 9. Of Doreen and Edwin, one grew the marrow and the other has plot 4.
            if not ((veg[DOREEN] == "marrow" and plot[EDWIN] == 4) or (veg[EDWIN] == "marrow" and plot[DOREEN] == 4)):
                continue
            # 11. The entry from plot 1 weighed less than the entry from plot 2.
            if not weight[plot.index(1)] < weight[plot.index(2)]:
                continue
            sols.append((veg, plot, weight))

print(len(sols))
for veg, plot, weight in sols[:20]:
    for i, n in enumerate(names):
        print(f"{n:8} {veg[i]:8} plot {plot[i]}  {weight[i]} lb")
    print()
