from itertools import permutations

NAMES = ["Jess", "Tom", "Aisha", "Callum"]
ITEMS = ["pizza", "hummus", "yoghurt", "cheesecake"]
# it[flatmate] = the item that flatmate ate; own[item] = whose item it was.
# Each flatmate ate exactly one item and owned exactly one item,
# and nobody ate their own.


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Tom: "WHO ATE MY PIZZA" -> the pizza was Tom's.
    lambda it, own: own["pizza"] == "Tom",
    # 2. Callum: the cheesecake was his (for his mum's birthday).
    lambda it, own: own["cheesecake"] == "Callum",
    # 3. Jess: she can't stand hummus - never bought any, wouldn't eat it.
    lambda it, own: own["hummus"] != "Jess" and it["Jess"] != "hummus",
    # 4. Jess: admits she had something sweet (yoghurt or cheesecake).
    lambda it, own: it["Jess"] in ("yoghurt", "cheesecake"),
    # 5. Aisha: she's veggie, wouldn't touch the (pepperoni) pizza.
    lambda it, own: it["Aisha"] != "pizza",
]


def solve(skip=None):
    sols = []
    for p1 in permutations(ITEMS):
        it = dict(zip(NAMES, p1))
        for p2 in permutations(NAMES):
            own = dict(zip(ITEMS, p2))
            if any(own[it[n]] == n for n in NAMES):  # nobody ate their own food
                continue
            if all(c(it, own) for i, c in enumerate(CLUES) if i != skip):
                sols.append((it, own))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        it, own = sols[0]
        for n in NAMES:
            print(n, "ate", own[it[n]] + "'s", it[n])
