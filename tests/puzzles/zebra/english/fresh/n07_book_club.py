#!/usr/bin/env python3
"""Brute-force check for the riddle in n07_book_club.txt

Every list is run through every permutation, the assignments that satisfy
all the clues are kept, the number of solutions is printed on the first line
and then one solution is shown.

    --drop K    leave clue K out (clues are numbered 1.. in riddle order)
    --nclues    print how many clues there are and stop
    --answers   print each question, a TAB and its answer (unique case only)
"""
import itertools
import sys

NAMES = ["Bex", "Dani", "Jo", "Mel"]
MONTHS = {3: "March", 4: "April", 5: "May", 6: "June"}
CATS = {
    "book": ["Klara and the Sun", "The Thursday Murder Club",
             "Demon Copperhead", "Lessons in Chemistry"],
    "month": [3, 4, 5, 6],          # month each one hosts
    "score": [5, 6, 8, 9],          # score out of 10 for last night's book
}
FMT = {"month": lambda m: MONTHS[m]}

CLUES = [
    # 1. Mel's hosting the month right before Bex.
    lambda s: s.val["month"]["Mel"] + 1 == s.val["month"]["Bex"],
    # 2. Whoever picked Demon Copperhead gave exactly one point more than Dani.
    lambda s: s.get("score", book="Demon Copperhead") == s.val["score"]["Dani"] + 1,
    # 3. Thursday Murder Club is earlier than Lessons in Chemistry.
    lambda s: s.get("month", book="The Thursday Murder Club")
              < s.get("month", book="Lessons in Chemistry"),
    # 4. The June host isn't Mel, and isn't whoever picked Klara.
    lambda s: s.get("name", month=6) != "Mel"
              and s.get("book", month=6) != "Klara and the Sun",
    # 5. The 8 came from either the Lessons in Chemistry person or the Klara person.
    lambda s: s.get("book", score=8) in ("Lessons in Chemistry", "Klara and the Sun"),
    # 6. Mel scored it higher than Jo did.
    lambda s: s.val["score"]["Mel"] > s.val["score"]["Jo"],
    # 7. Bex's and Jo's scores were 3 apart.
    lambda s: abs(s.val["score"]["Bex"] - s.val["score"]["Jo"]) == 3,
    # 8. Klara and the Sun is later than Lessons in Chemistry.
    lambda s: s.get("month", book="Klara and the Sun")
              > s.get("month", book="Lessons in Chemistry"),
]

QUESTIONS = [
    ("Who's hosting in June?",
     lambda s: s.get("name", month=6)),
    ("What score did Mel give?",
     lambda s: str(s.val["score"]["Mel"])),
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
