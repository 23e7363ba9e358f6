#!/usr/bin/env python3
"""Brute-force check for the riddle in n10_quiz_night.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Bernard", "Cheryl", "Leon", "Yvonne"]
CATS = {
    "prize": ["hamper", "bottle of gin", "spa voucher", "meat tray"],
    "ticket": [17, 42, 88, 136],
    "colour": ["pink", "blue", "yellow", "green"],
}
FMT = {}

CLUES = [
    # 1. Bernard's ticket number was more than double Yvonne's.
    lambda s: s.val["ticket"]["Bernard"] > 2 * s.val["ticket"]["Yvonne"],
    # 2. The hamper was won on a blue ticket.
    lambda s: s.get("colour", prize="hamper") == "blue",
    # 3. Cheryl didn't win the bottle of gin.
    lambda s: s.val["prize"]["Cheryl"] != "bottle of gin",
    # 4. The green ticket had a lower number than the one that won the spa voucher.
    lambda s: s.get("ticket", colour="green") < s.get("ticket", prize="spa voucher"),
    # 5. Leon's ticket was either yellow or green.
    lambda s: s.val["colour"]["Leon"] in ("yellow", "green"),
    # 6. The gin was won with a higher number than Bernard's.
    lambda s: s.get("ticket", prize="bottle of gin") > s.val["ticket"]["Bernard"],
    # 7. Yvonne's number was lower than the pink ticket's.
    lambda s: s.val["ticket"]["Yvonne"] < s.get("ticket", colour="pink"),
    # 8. Yvonne's number was 25 more than the number that won the meat tray.
    lambda s: s.val["ticket"]["Yvonne"] == s.get("ticket", prize="meat tray") + 25,
]

QUESTIONS = [
    ("What did Leon win?",
     lambda s: s.val["prize"]["Leon"]),
    ("What number was on Cheryl's ticket?",
     lambda s: str(s.val["ticket"]["Cheryl"])),
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
