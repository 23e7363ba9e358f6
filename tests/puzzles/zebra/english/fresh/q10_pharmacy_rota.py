#!/usr/bin/env python3
"""Brute force for q10_pharmacy_rota.txt (pharmacy trade magazine rota puzzle)."""
import itertools
import sys

NAMES = ["Anjali", "Craig", "Fiona", "Tariq", "Wendy"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "day": DAYS,              # late shift
    "task": ["flu clinic", "deliveries", "blister packs", "stock order", "CD register"],
    "role": ["pharmacist", "counter assistant", "technician", "pre-reg trainee", "dispenser"],
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # 1. The pre-reg trainee's late shift is the day after Craig's.
    lambda w: d(w, who(w, "role", "pre-reg trainee")) == d(w, "Craig") + 1,
    # 2. Wendy's late is later in the week than Anjali's but earlier than Fiona's.
    lambda w: d(w, "Anjali") < d(w, "Wendy") < d(w, "Fiona"),
    # 3. Neither Craig nor Tariq is the dispenser or the technician.
    lambda w: all(w["role"][n] not in ("dispenser", "technician") for n in ("Craig", "Tariq")),
    # 4. The CD register check falls the day after the flu clinic.
    lambda w: d(w, who(w, "task", "CD register")) == d(w, who(w, "task", "flu clinic")) + 1,
    # 5. The counter assistant works earlier in the week than the pharmacist.
    lambda w: d(w, who(w, "role", "counter assistant")) < d(w, who(w, "role", "pharmacist")),
    # 6. Of Anjali and Tariq, one is the pharmacist and the other does the stock order.
    lambda w: (w["role"]["Anjali"] == "pharmacist" and w["task"]["Tariq"] == "stock order")
              or (w["role"]["Tariq"] == "pharmacist" and w["task"]["Anjali"] == "stock order"),
    # 7. Blister packs are done on the Friday.
    lambda w: at(w, "day", "Friday", "task") == "blister packs",
    # 8. The technician works later in the week than the dispenser.
    lambda w: d(w, who(w, "role", "technician")) > d(w, who(w, "role", "dispenser")),
    # 9. Tariq is on earlier in the week than Anjali.
    lambda w: d(w, "Tariq") < d(w, "Anjali"),
]

QUESTIONS = [
    ("Who is on the late shift on Tuesday?", lambda w: who(w, "day", "Tuesday")),
    ("What is Wendy's role?", lambda w: w["role"]["Wendy"]),
    ("Who does the deliveries?", lambda w: who(w, "task", "deliveries")),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation
# ---------------------------------------------------------------------------
def worlds():
    keys = list(CATEGORIES)
    ident = {n: n for n in NAMES}
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    for combo in itertools.product(*perms):
        w = dict(zip(keys, combo))
        w["name"] = ident
        yield w


def who(w, cat, val):
    """The name whose `cat` is `val`."""
    for n in NAMES:
        if w[cat][n] == val:
            return n
    raise KeyError((cat, val))


def at(w, cat, val, cat2):
    """The `cat2` value of whoever has `cat` == `val`."""
    return w[cat2][who(w, cat, val)]


def solve(skip=None):
    active = [c for i, c in enumerate(CLUES, 1) if i != skip]
    return [w for w in worlds() if all(c(w) for c in active)]


def show(w):
    for n in NAMES:
        print("%s: %s" % (n, ", ".join("%s=%s" % (k, w[k][n]) for k in CATEGORIES)))


def main(argv):
    if "--nclues" in argv:
        print(len(CLUES))
        return
    if "--answers" in argv:
        sols = solve()
        for q, f in QUESTIONS:
            print("%s\t%s" % (q, f(sols[0])))
        return
    if "--all" in argv:
        for w in solve():
            show(w)
            print()
        return
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
