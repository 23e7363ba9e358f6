from itertools import permutations

members = ["Anita", "Bernard", "Carol", "Deepak", "Eileen"]
books = ["The Lantern Keeper", "Salt and Cedar", "Nine Winters", "The Glass Orchard", "A Map of Rain"]
months = [1, 2, 3, 4, 5]  # January .. May
MONTH_NAMES = {1: "January", 2: "February", 3: "March", 4: "April", 5: "May"}
pages = [220, 260, 300, 340, 380]
ANITA, BERNARD, CAROL, DEEPAK, EILEEN = range(5)

sols = []
for book in permutations(books):
    by_book = {v: i for i, v in enumerate(book)}
    # 4. A Map of Rain wasn't chosen by Anita or Eileen.
    if by_book["A Map of Rain"] in (ANITA, EILEEN):
        continue
    # 8. Eileen chose neither The Glass Orchard nor Nine Winters.
    if book[EILEEN] in ("The Glass Orchard", "Nine Winters"):
        continue
    # 9. Bernard didn't pick A Map of Rain, and he didn't pick Salt and Cedar either.
    if book[BERNARD] in ("A Map of Rain", "Salt and Cedar"):
        continue
    for month in permutations(months):
        # 2. Deepak hosts the month directly after Bernard.
        if month[DEEPAK] != month[BERNARD] + 1:
            continue
        # 5. Carol hosts later than Eileen.
        if not month[CAROL] > month[EILEEN]:
            continue
        # 6. The Glass Orchard is discussed two months before Nine Winters.
        if month[by_book["The Glass Orchard"]] != month[by_book["Nine Winters"]] - 2:
            continue
        for page in permutations(pages):
            by_pages = {v: i for i, v in enumerate(page)}
            # 1. The longest book is discussed in March.
            if month[by_pages[max(pages)]] != 3:
                continue
            # 3. The Lantern Keeper is 40 pages longer than Salt and Cedar.
            if page[by_book["The Lantern Keeper"]] != page[by_book["Salt and Cedar"]] + 40:
                continue
            # 4. A Map of Rain is the shortest book.
            if page[by_book["A Map of Rain"]] != min(pages):
                continue
            # 7. Bernard's book is 120 pages shorter than Anita's.
            if page[BERNARD] != page[ANITA] - 120:
                continue
            # 10. Eileen's book is 80 pages longer than Carol's.
            if page[EILEEN] != page[CAROL] + 80:
                continue
            sols.append((book, month, page))

print(len(sols))
for book, month, page in sols:
    for i, m in enumerate(members):
        print(f"{m:8} {book[i]:19} {MONTH_NAMES[month[i]]:9} {page[i]} pages")
    print()
