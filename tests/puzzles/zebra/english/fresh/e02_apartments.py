# Brute force for e02_apartments
from itertools import permutations

TENANTS = ["Brenda", "Carl", "Dolores", "Eddie"]
FLOORS = [1, 2, 3, 4]
RENTS = [900, 950, 1000, 1050]
JOBS = ["bus driver", "nurse", "teacher", "accountant"]


def who(d, v):
    for k in d:
        if d[k] == v:
            return k


CLUES = [
    # 1. "The nurse lives somewhere below the accountant, who pays $150 a month more than the bus driver."
    lambda f, r, j: f[who(j, "nurse")] < f[who(j, "accountant")]
    and r[who(j, "accountant")] == r[who(j, "bus driver")] + 150,
    # 2. "Brenda's apartment is directly above Dolores's."
    lambda f, r, j: f["Brenda"] == f["Dolores"] + 1,
    # 3. "Eddie pays $50 a month more than Carl does."
    lambda f, r, j: r["Eddie"] == r["Carl"] + 50,
    # 4. "Neither Carl nor Eddie is the accountant."
    lambda f, r, j: j["Carl"] != "accountant" and j["Eddie"] != "accountant",
    # 5. "The tenant on the second floor pays the highest rent in the building."
    lambda f, r, j: r[who(f, 2)] == 1050,
    # 6. "Carl lives on a lower floor than Brenda."
    lambda f, r, j: f["Carl"] < f["Brenda"],
]


def solve(skip=()):
    sols = []
    for fp in permutations(FLOORS):
        f = dict(zip(TENANTS, fp))
        for rp in permutations(RENTS):
            r = dict(zip(TENANTS, rp))
            for jp in permutations(JOBS):
                j = dict(zip(TENANTS, jp))
                if all(c(f, r, j) for n, c in enumerate(CLUES) if n not in skip):
                    sols.append((f, r, j))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    for f, r, j in sols:
        for t in sorted(TENANTS, key=lambda t: f[t]):
            print("floor %d: %s, %s, $%s" % (f[t], t, j[t], format(r[t], ",")))
        print()
