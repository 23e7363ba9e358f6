#!/usr/bin/env python3
"""Brute-force check for the riddle in n09_bailiff_diary.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Baz", "Clive", "Gordon", "Kev", "Norman"]
CATS = {
    "peg": [2, 5, 8, 11, 14],          # in a line along one bank, in this order
    "weight": [8, 11, 14, 19, 23],     # lb
}
FMT = {"weight": lambda w: "%d lb" % w}
PEGS = sorted(CATS["peg"])


def next_to(a, b):
    """Pegs are next to each other if nothing was fished between them."""
    return abs(PEGS.index(a) - PEGS.index(b)) == 1


CLUES = [
    # 1. The heaviest bag came from the peg next to Norman's.
    lambda s: next_to(s.get("peg", weight=max(CATS["weight"])), s.val["peg"]["Norman"]),
    # 2. Baz had the lightest bag.
    lambda s: s.val["weight"]["Baz"] == min(CATS["weight"]),
    # 3. Gordon weighed in 5 lb more than Norman.
    lambda s: s.val["weight"]["Gordon"] == s.val["weight"]["Norman"] + 5,
    # 4. Clive was on a higher-numbered peg than Gordon.
    lambda s: s.val["peg"]["Clive"] > s.val["peg"]["Gordon"],
    # 5. Whoever was on peg 8 weighed less than Clive.
    lambda s: s.get("weight", peg=8) < s.val["weight"]["Clive"],
    # 6. Norman's peg number was lower than Kev's.
    lambda s: s.val["peg"]["Norman"] < s.val["peg"]["Kev"],
    # 7. Neither Gordon nor Clive drew peg 5.
    lambda s: s.get("name", peg=5) not in ("Gordon", "Clive"),
    # 8. Peg 14 out-weighed peg 8.
    lambda s: s.get("weight", peg=14) > s.get("weight", peg=8),
]

QUESTIONS = [
    ("Who had the heaviest bag?",
     lambda s: s.get("name", weight=max(CATS["weight"]))),
    ("Which peg was Baz on?",
     lambda s: str(s.val["peg"]["Baz"])),
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
