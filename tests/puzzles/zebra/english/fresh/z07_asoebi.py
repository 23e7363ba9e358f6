#!/usr/bin/env python3
"""Brute force for z07_asoebi.txt (Lagos aso-ebi coordinator's WhatsApp broadcast)."""
import itertools
import sys

NAMES = ["Auntie Bisi", "Mrs Okonkwo", "Tolu", "Chioma"]
CATEGORIES = {
    "gele": ["gold", "wine", "emerald", "peach"],
    "paid": [20000, 35000, 50000, 65000],        # naira
    "day": [2, 3, 4, 5],                         # pickup day, 2 = Tuesday ... 5 = Friday
}
DAY = {2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday"}

CLUES = [
    # 1. The emerald one is either Tolu or Chioma, one of the two of them.
    lambda w: at(w, "gele", "emerald", "name") in ("Tolu", "Chioma"),
    # 2. Tolu paid less than Chioma.
    lambda w: w["paid"]["Tolu"] < w["paid"]["Chioma"],
    # 3. Whoever took gold paid N15,000 more than whoever took emerald.
    lambda w: at(w, "gele", "gold", "paid") - at(w, "gele", "emerald", "paid") == 15000,
    # 4. Mrs Okonkwo paid more than Chioma.
    lambda w: w["paid"]["Mrs Okonkwo"] > w["paid"]["Chioma"],
    # 5. Chioma is coming the day after Mrs Okonkwo.
    lambda w: w["day"]["Chioma"] == w["day"]["Mrs Okonkwo"] + 1,
    # 6. The person that paid the most is coming on Friday.
    lambda w: at(w, "paid", 65000, "day") == 5,
    # 7. Peach is coming on Thursday.
    lambda w: at(w, "gele", "peach", "day") == 4,
]

QUESTIONS = [
    ("Who took the wine gele?", lambda w: who(w, "gele", "wine")),
    ("Which day is Tolu coming?", lambda w: DAY[w["day"]["Tolu"]]),
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
