#!/usr/bin/env python3
"""Brute-force check for the riddle in n03_logic_problem.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Brenda", "Derek", "Hilary", "Trevor"]
CATS = {
    "ship": ["Aurora", "Baltic Star", "Coral Queen", "Duchess"],
    "dest": ["Adriatic", "Canary Islands", "Greek Islands", "Norwegian fjords"],
    "price": [1150, 1400, 1650, 1900],
}
FMT = {"price": lambda v: "£{:,}".format(v)}

CLUES = [
    # 1. Hilary paid £250 more than the passenger booked aboard the Coral Queen.
    lambda s: s.val["price"]["Hilary"] == s.get("price", ship="Coral Queen") + 250,
    # 2. The cheapest of the four holidays is aboard the Aurora.
    lambda s: s.get("price", ship="Aurora") == min(CATS["price"]),
    # 3. Trevor is not the one heading for the Norwegian fjords.
    lambda s: s.val["dest"]["Trevor"] != "Norwegian fjords",
    # 4. The Adriatic cruise cost more than Trevor's.
    lambda s: s.get("price", dest="Adriatic") > s.val["price"]["Trevor"],
    # 5. Derek will be sailing on either the Aurora or the Duchess.
    lambda s: s.val["ship"]["Derek"] in ("Aurora", "Duchess"),
    # 6. Either Brenda is going to the Norwegian fjords or she paid £1,400,
    #    but not both.
    lambda s: (s.val["dest"]["Brenda"] == "Norwegian fjords")
              != (s.val["price"]["Brenda"] == 1400),
    # 7. The Baltic Star holiday cost less than the one to the Norwegian fjords.
    lambda s: s.get("price", ship="Baltic Star") < s.get("price", dest="Norwegian fjords"),
    # 8. Brenda isn't sailing on the Duchess.
    lambda s: s.val["ship"]["Brenda"] != "Duchess",
    # 9. The Canary Islands cruise was cheaper than the Greek Islands one.
    lambda s: s.get("price", dest="Canary Islands") < s.get("price", dest="Greek Islands"),
    # 10. Derek paid less than Brenda.
    lambda s: s.val["price"]["Derek"] < s.val["price"]["Brenda"],
]

QUESTIONS = [
    ("Which ship is Trevor sailing on?",
     lambda s: s.val["ship"]["Trevor"]),
    ("How much did the Canary Islands cruise cost?",
     lambda s: FMT["price"](s.get("price", dest="Canary Islands"))),
]


# ---------------------------------------------------------------- engine
class Sol:
    """One complete assignment: val[category][person] -> value."""

    def __init__(self, combo):
        self.val = {"name": {n: n for n in NAMES}}
        for key, perm in zip(CATS, combo):
            self.val[key] = dict(zip(NAMES, perm))
        self.inv = {k: {v: n for n, v in d.items()}
                    for k, d in self.val.items()}

    def get(self, want, **given):
        """s.get("weight", veg="leek") -> weight of whoever has the leek."""
        ((cat, value),) = given.items()
        return self.val[want][self.inv[cat][value]]


def show_value(cat, v):
    return FMT[cat](v) if cat in FMT else str(v)


def solve(clues):
    found = []
    perms = [list(itertools.permutations(CATS[k])) for k in CATS]
    for combo in itertools.product(*perms):
        s = Sol(combo)
        if all(clue(s) for clue in clues):
            found.append(s)
    return found


def show(s):
    keys = ["name"] + list(CATS)
    rows = [keys] + [[show_value(k, s.val[k][n]) for k in keys] for n in NAMES]
    widths = [max(len(r[i]) for r in rows) for i in range(len(keys))]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())


def main(argv):
    clues = list(CLUES)
    if "--nclues" in argv:
        print(len(CLUES))
        return
    if "--drop" in argv:
        k = int(argv[argv.index("--drop") + 1])
        del clues[k - 1]
    sols = solve(clues)
    if "--answers" in argv:
        if len(sols) != 1:
            print("no unique solution (%d found)" % len(sols))
            sys.exit(1)
        for question, answer in QUESTIONS:
            print("%s\t%s" % (question, answer(sols[0])))
        return
    print(len(sols))
    if sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
