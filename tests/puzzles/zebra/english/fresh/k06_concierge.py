from itertools import permutations

NAMES = ["Mr Okafor", "Ms Lindqvist", "the Harringtons", "Dr Patel"]
ROOMS = [112, 214, 305, 418]  # first digit = floor
REQUESTS = ["airport taxi", "feather-free pillows", "birthday cake", "late checkout"]
CALLS = ["05:00", "06:30", "07:00", "07:45"]  # wake-up calls


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. Whoever booked the airport taxi has the earliest call, naturally.
    lambda r, q, c: c[who(q, "airport taxi")] == "05:00",
    # 2. The Harringtons' call is half an hour after Ms Lindqvist's.
    lambda r, q, c: mins(c["the Harringtons"]) - mins(c["Ms Lindqvist"]) == 30,
    # 3. The cake is going up to the fourth floor.
    lambda r, q, c: r[who(q, "birthday cake")] // 100 == 4,
    # 4. Dr Patel isn't in 305, and didn't ask for the pillows.
    lambda r, q, c: r["Dr Patel"] != 305 and q["Dr Patel"] != "feather-free pillows",
    # 5. Room 112's call is earlier than room 214's.
    lambda r, q, c: mins(c[who(r, 112)]) < mins(c[who(r, 214)]),
    # 6. Mr Okafor isn't on the first floor.
    lambda r, q, c: r["Mr Okafor"] // 100 != 1,
    # 7. Dr Patel's call is 45 minutes after the Harringtons'.
    lambda r, q, c: mins(c["Dr Patel"]) - mins(c["the Harringtons"]) == 45,
    # 8. The Harringtons asked for neither the pillows nor the late checkout.
    lambda r, q, c: q["the Harringtons"] not in ("feather-free pillows", "late checkout"),
]


def solve(skip=None):
    sols = []
    for p1 in permutations(ROOMS):
        r = dict(zip(NAMES, p1))
        for p2 in permutations(REQUESTS):
            q = dict(zip(NAMES, p2))
            for p3 in permutations(CALLS):
                c = dict(zip(NAMES, p3))
                if all(f(r, q, c) for i, f in enumerate(CLUES) if i != skip):
                    sols.append((r, q, c))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        r, q, c = sols[0]
        for n in NAMES:
            print(n, "-", r[n], "-", q[n], "-", c[n])
