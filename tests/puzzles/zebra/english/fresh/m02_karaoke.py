from itertools import permutations

SINGERS = ["Dave", "Shaz", "Kelly", "Big Mick"]
SONGS = ["Wonderwall", "Dancing Queen", "Mr Brightside", "Sweet Caroline"]
TIMES = [900, 915, 930, 945]  # 9pm, 9.15, 9.30, 9.45


def mins(t):
    return (t // 100) * 60 + t % 100


sols = []
for so in permutations(SONGS):
    S = dict(zip(SINGERS, so))
    by_song = {S[p]: p for p in SINGERS}
    # Shaz didn't do Sweet Caroline or Wonderwall.
    if S["Shaz"] in ("Sweet Caroline", "Wonderwall"):
        continue
    # Dave swears he'd never do ABBA (so not Dancing Queen).
    if S["Dave"] == "Dancing Queen":
        continue
    for ti in permutations(TIMES):
        T = dict(zip(SINGERS, ti))
        # Whoever murdered Wonderwall went on half an hour after Big Mick.
        if mins(T[by_song["Wonderwall"]]) != mins(T["Big Mick"]) + 30:
            continue
        # Shaz wasn't first up, and she'd gone home before the last song.
        if T["Shaz"] in (900, 945):
            continue
        # Dancing Queen came straight before Sweet Caroline.
        if mins(T[by_song["Sweet Caroline"]]) != mins(T[by_song["Dancing Queen"]]) + 15:
            continue
        # Kelly was on before Dave.
        if not T["Kelly"] < T["Dave"]:
            continue
        sols.append((S, T))

print(len(sols))
if sols:
    S, T = sols[0]
    for p in sorted(SINGERS, key=lambda x: T[x]):
        print(T[p], p, S[p])
