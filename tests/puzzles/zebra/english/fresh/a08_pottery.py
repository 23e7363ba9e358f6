from itertools import permutations
people = ["Fiona", "Raj", "Helen", "Callum"]
pieces = ["bowl", "mug", "vase", "teapot"]
glazes = ["celadon", "cobalt blue", "tenmoku", "white"]
days = ["Monday", "Tuesday", "Wednesday", "Thursday"]
D = {d: i for i, d in enumerate(days)}
sols = []
for dd in permutations(days):
    day = {p: D[x] for p, x in zip(people, dd)}
    # 2 Helen came later in the week than Fiona
    if not day["Helen"] > day["Fiona"]: continue
    for pc in permutations(pieces):
        piece = dict(zip(people, pc)); by_piece = {v: k for k, v in piece.items()}
        # 1 teapot made the day after the mug
        if day[by_piece["teapot"]] != day[by_piece["mug"]] + 1: continue
        # 4 vase not made on Monday or Wednesday
        if day[by_piece["vase"]] in (0, 2): continue
        for gl in permutations(glazes):
            glaze = dict(zip(people, gl)); by_glaze = {v: k for k, v in glaze.items()}
            # 1 neither teapot nor mug glazed white
            if glaze[by_piece["teapot"]] == "white" or glaze[by_piece["mug"]] == "white": continue
            # 2 Helen's piece glazed in tenmoku
            if glaze["Helen"] != "tenmoku": continue
            # 3 Raj came earlier in the week than the celadon potter
            if not day["Raj"] < day[by_glaze["celadon"]]: continue
            # 5 Callum didn't use cobalt blue
            if glaze["Callum"] == "cobalt blue": continue
            # 6 Callum came the day before Fiona
            if day["Callum"] != day["Fiona"] - 1: continue
            # 7 cobalt blue went on either the teapot or the vase
            if piece[by_glaze["cobalt blue"]] not in ("teapot", "vase"): continue
            sols.append((day, piece, glaze))
print(len(sols))
for day, piece, glaze in sols:
    for p in sorted(people, key=lambda p: day[p]): print(days[day[p]], p, piece[p], glaze[p])
    print()
