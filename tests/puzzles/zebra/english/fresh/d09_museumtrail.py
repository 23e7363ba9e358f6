from itertools import permutations

objects = ["helmet", "brooch", "coin hoard", "sword"]
finders = ["Mr Pike", "Mrs Tull", "Miss Oakes", "Mr Varga"]
years = [1910, 1930, 1950, 1970]
rooms = [1, 2, 3, 4]
HELMET, BROOCH, HOARD, SWORD = range(4)

sols = []
for finder in permutations(finders):
    by_f = {v: i for i, v in enumerate(finder)}
    # Miss Oakes didn't find the helmet or the brooch.
    if by_f["Miss Oakes"] in (HELMET, BROOCH):
        continue
    for year in permutations(years):
        # The sword was found 20 years before the helmet.
        if year[SWORD] != year[HELMET] - 20:
            continue
        # Mr Varga's find was made later than Mrs Tull's.
        if not year[by_f["Mr Varga"]] > year[by_f["Mrs Tull"]]:
            continue
        # Mr Pike made his discovery before Miss Oakes made hers.
        if not year[by_f["Mr Pike"]] < year[by_f["Miss Oakes"]]:
            continue
        for room in permutations(rooms):
            by_room = {v: i for i, v in enumerate(room)}
            # The earliest find is displayed in Room 3.
            if room[year.index(min(years))] != 3:
                continue
            # The brooch is in the room directly after the coin hoard.
            if room[BROOCH] != room[HOARD] + 1:
                continue
            # Whatever is in Room 1 was found 40 years before the brooch.
            if year[by_room[1]] != year[BROOCH] - 40:
                continue
            # Mr Pike's find is in neither Room 1 nor Room 4.
            if room[by_f["Mr Pike"]] in (1, 4):
                continue
            sols.append((finder, year, room))

print(len(sols))
for finder, year, room in sols:
    for i, o in enumerate(objects):
        print(f"{o:11} {finder[i]:11} {year[i]}  Room {room[i]}")
    print()
