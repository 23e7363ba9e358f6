from itertools import permutations

RIDERS = ["Tom", "Priya", "Gareth", "Lou"]
BIKES = ["Trek", "Giant", "Specialized", "Canyon"]
TIMES = ["58:40", "1:01:10", "1:03:40", "1:06:10"]


def secs(t):
    parts = [int(x) for x in t.split(":")]
    s = 0
    for p in parts:
        s = s * 60 + p
    return s


sols = []
for bi in permutations(BIKES):
    B = dict(zip(RIDERS, bi))
    by_bike = {B[r]: r for r in RIDERS}
    # Tom wasn't on the Canyon.
    if B["Tom"] == "Canyon":
        continue
    for ti in permutations(TIMES):
        T = {r: secs(t) for r, t in zip(RIDERS, ti)}
        # Gareth came in exactly two and a half minutes ahead of whoever was on the Giant.
        if T[by_bike["Giant"]] - T["Gareth"] != 150:
            continue
        # Tom was slower than Lou.
        if not T["Tom"] > T["Lou"]:
            continue
        # The Trek beat Lou.
        if not T[by_bike["Trek"]] < T["Lou"]:
            continue
        # Priya was faster than whoever was on the Trek.
        if not T["Priya"] < T[by_bike["Trek"]]:
            continue
        sols.append((B, ti))

print(len(sols))
if sols:
    B, ti = sols[0]
    for r, t in sorted(zip(RIDERS, ti), key=lambda x: secs(x[1])):
        print(t, r, B[r])
