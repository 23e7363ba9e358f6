from itertools import permutations

cousins = ["Ruby", "Sam", "Tariq", "Una"]
gifts = ["candle", "scarf", "board game", "mug"]
prices = [5, 10, 15, 20]  # pounds
papers = ["red", "gold", "green", "silver"]
RUBY, SAM, TARIQ, UNA = range(4)

sols = []
for gift in permutations(gifts):
    by_gift = {v: i for i, v in enumerate(gift)}
    # Sam didn't buy the candle.
    if gift[SAM] == "candle":
        continue
    # Ruby didn't buy the board game.
    if gift[RUBY] == "board game":
        continue
    for paper in permutations(papers):
        by_paper = {v: i for i, v in enumerate(paper)}
        # Una didn't use gold or green paper.
        if paper[UNA] in ("gold", "green"):
            continue
        # The red one isn't the scarf or the candle.
        if gift[by_paper["red"]] in ("scarf", "candle"):
            continue
        # Either Ruby or Tariq used the red paper.
        if by_paper["red"] not in (RUBY, TARIQ):
            continue
        for price in permutations(prices):
            # The board game was the most expensive.
            if price[by_gift["board game"]] != max(prices):
                continue
            # The mug was £10 cheaper than the scarf.
            if price[by_gift["mug"]] != price[by_gift["scarf"]] - 10:
                continue
            # The silver one cost £5 less than the green one.
            if price[by_paper["silver"]] != price[by_paper["green"]] - 5:
                continue
            # Ruby spent more than Una.
            if not price[RUBY] > price[UNA]:
                continue
            # Una's wasn't the cheapest.
            if price[UNA] == min(prices):
                continue
            # Tariq spent more than Sam.
            if not price[TARIQ] > price[SAM]:
                continue
            sols.append((gift, price, paper))

print(len(sols))
for gift, price, paper in sols:
    for i, c in enumerate(cousins):
        print(f"{c:6} {gift[i]:11} £{price[i]:<3} {paper[i]}")
    print()
