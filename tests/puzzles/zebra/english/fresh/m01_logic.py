from itertools import permutations

FIRST = ["Agnes", "Bernard", "Cecily", "Douglas"]
SURN = ["Fenwick", "Hartley", "Pryce", "Thorne"]
ENTRY = ["damson jam", "giant marrow", "lemon drizzle cake", "pickled onions"]
PLACES = [1, 2, 3, 4]

sols = []
for sur in permutations(SURN):
    S = dict(zip(FIRST, sur))
    # Agnes is neither Pryce nor Thorne.
    if S["Agnes"] in ("Pryce", "Thorne"):
        continue
    for ent in permutations(ENTRY):
        E = dict(zip(FIRST, ent))
        by_sur = {S[p]: p for p in FIRST}
        by_ent = {E[p]: p for p in FIRST}
        # Mr Fenwick's entry was the damson jam.
        if E[by_sur["Fenwick"]] != "damson jam":
            continue
        # Douglas entered neither the pickled onions nor the lemon drizzle cake.
        if E["Douglas"] in ("pickled onions", "lemon drizzle cake"):
            continue
        # Mrs Pryce's entry was neither the jam nor the cake.
        if E[by_sur["Pryce"]] in ("damson jam", "lemon drizzle cake"):
            continue
        for pl in permutations(PLACES):
            P = dict(zip(FIRST, pl))
            # Cecily took first prize, though not with the lemon drizzle cake.
            if P["Cecily"] != 1 or E["Cecily"] == "lemon drizzle cake":
                continue
            # The giant marrow was placed two places below Mrs Hartley's entry.
            if P[by_ent["giant marrow"]] != P[by_sur["Hartley"]] + 2:
                continue
            # Bernard finished lower than the lemon drizzle cake.
            if not P["Bernard"] > P[by_ent["lemon drizzle cake"]]:
                continue
            # Mr Thorne was placed lower than Douglas.
            if not P[by_sur["Thorne"]] > P["Douglas"]:
                continue
            sols.append((S, E, P))

print(len(sols))
if sols:
    S, E, P = sols[0]
    for p in sorted(FIRST, key=lambda x: P[x]):
        print(P[p], p, S[p], E[p])
