from itertools import permutations

GUESTS = ["Mr Okafor", "Ms Lindqvist", "the Brennans"]
ROOMS = [204, 311, 417]
REQUESTS = ["airport taxi", "dinner booking", "extra pillows"]
CALLS = ["6:00", "6:45", "7:30"]


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


sols = []
for ro in permutations(ROOMS):
    R = dict(zip(GUESTS, ro))
    by_room = {R[g]: g for g in GUESTS}
    # The Brennans aren't in 204.
    if R["the Brennans"] == 204:
        continue
    # Mr Okafor is on the floor directly below the Brennans.
    if R["Mr Okafor"] // 100 != R["the Brennans"] // 100 - 1:
        continue
    for rq in permutations(REQUESTS):
        Q = dict(zip(GUESTS, rq))
        by_req = {Q[g]: g for g in GUESTS}
        # The Brennans don't want the dinner booking, and they're not the ones flying out (no taxi).
        if Q["the Brennans"] in ("dinner booking", "airport taxi"):
            continue
        for ca in permutations(CALLS):
            C = {g: mins(c) for g, c in zip(GUESTS, ca)}
            # The airport taxi is for whoever has the earliest wake-up call.
            if C[by_req["airport taxi"]] != min(C.values()):
                continue
            # Room 417's wake-up call is 45 minutes before Ms Lindqvist's.
            if C[by_room[417]] != C["Ms Lindqvist"] - 45:
                continue
            sols.append((R, Q, ca))

print(len(sols))
if sols:
    R, Q, ca = sols[0]
    for g, c in zip(GUESTS, ca):
        print(g, R[g], Q[g], c)
