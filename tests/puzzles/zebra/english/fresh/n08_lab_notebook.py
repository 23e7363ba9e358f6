#!/usr/bin/env python3
"""Brute-force check for the riddle in n08_lab_notebook.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Hana", "Luca", "Mirela", "Tobias"]
CATS = {
    "protein": ["BSA", "catalase", "lysozyme", "trypsin"],
    "conc": [0.5, 1, 2, 4],          # mg/mL
    "slot": [1, 2, 3, 4],            # rack position, counted from the left
}
FMT = {"conc": lambda c: "%g mg/mL" % c}

CLUES = [
    # 1. BSA was made up at twice the concentration of Hana's tube.
    lambda s: s.get("conc", protein="BSA") == 2 * s.val["conc"]["Hana"],
    # 2. Tobias put his tube immediately to the right of Mirela's.
    lambda s: s.val["slot"]["Tobias"] == s.val["slot"]["Mirela"] + 1,
    # 3. Luca made up either the BSA or the catalase.
    lambda s: s.val["protein"]["Luca"] in ("BSA", "catalase"),
    # 4. Trypsin is somewhere to the right of the lysozyme.
    lambda s: s.get("slot", protein="trypsin") > s.get("slot", protein="lysozyme"),
    # 5. Hana's sample was more concentrated than Mirela's.
    lambda s: s.val["conc"]["Hana"] > s.val["conc"]["Mirela"],
    # 6. Whatever is in slot 1 is more concentrated than the trypsin.
    lambda s: s.get("conc", slot=1) > s.get("conc", protein="trypsin"),
    # 7. The lysozyme was more concentrated than the BSA.
    lambda s: s.get("conc", protein="lysozyme") > s.get("conc", protein="BSA"),
]

QUESTIONS = [
    ("What was in Tobias's tube?",
     lambda s: s.val["protein"]["Tobias"]),
    ("Which slot held the catalase?",
     lambda s: str(s.get("slot", protein="catalase"))),
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
