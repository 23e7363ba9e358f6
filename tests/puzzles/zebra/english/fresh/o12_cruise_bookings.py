#!/usr/bin/env python3
"""Brute force for o12_cruise_bookings.txt (puzzle website for adults)."""
import itertools
import sys

NAMES = ["Beryl", "Colin", "Doreen", "Frank", "Gwen"]
MONTHS = ["March", "April", "May", "June", "July"]
CATEGORIES = {
    "age": [61, 64, 67, 70, 73],
    "dest": ["Norway", "Greece", "Egypt", "Iceland", "Portugal"],
    "month": MONTHS,
}


def m(x):
    return MONTHS.index(x)


def mon(w, cat, val):
    return m(at(w, cat, val, "month"))


CLUES = [
    # 1. The traveller bound for Greece is the oldest of the five.
    lambda w: at(w, "dest", "Greece", "age") == max(CATEGORIES["age"]),
    # 2. Doreen is six years younger than Beryl.
    lambda w: w["age"]["Doreen"] == w["age"]["Beryl"] - 6,
    # 3. The Norway cruise sails the month after the Iceland one.
    lambda w: mon(w, "dest", "Norway") == mon(w, "dest", "Iceland") + 1,
    # 4. Beryl sails later than Frank.
    lambda w: m(w["month"]["Frank"]) < m(w["month"]["Beryl"]),
    # 5. The youngest of the group is the last to sail.
    lambda w: mon(w, "age", min(CATEGORIES["age"])) == len(MONTHS) - 1,
    # 6. The Egypt cruise leaves two months before the Norway one.
    lambda w: mon(w, "dest", "Egypt") + 2 == mon(w, "dest", "Norway"),
    # 7. Of Colin and the 64-year-old, one is off to Greece and the other sails in April.
    lambda w: w["age"]["Colin"] != 64 and (
        (w["dest"]["Colin"] == "Greece" and at(w, "age", 64, "month") == "April")
        or (w["month"]["Colin"] == "April" and at(w, "age", 64, "dest") == "Greece")),
    # 8. The Portugal trip is in neither March nor April.
    lambda w: at(w, "dest", "Portugal", "month") not in ("March", "April"),
    # 9. Frank sails later than Colin.
    lambda w: m(w["month"]["Colin"]) < m(w["month"]["Frank"]),
    # 10. The May sailing isn't Gwen's.
    lambda w: w["month"]["Gwen"] != "May",
    # 11. Frank is younger than Gwen.
    lambda w: w["age"]["Frank"] < w["age"]["Gwen"],
]

QUESTIONS = [
    ("Where is Frank going?", lambda w: w["dest"]["Frank"]),
    ("In which month does Gwen sail?", lambda w: w["month"]["Gwen"]),
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
