#!/usr/bin/env python3
"""Brute force for t04_dnd_recap.txt (DM's Dungeons & Dragons session recap)."""
import itertools
import sys

NAMES = ["Priya", "Tom", "Jonno", "Bex"]
CATEGORIES = {
    "cls": ["bard", "paladin", "rogue", "wizard"],
    "init": [6, 11, 17, 22],           # initiative roll
    "march": [1, 2, 3, 4],             # marching order, 1 = front
}


INIT = CATEGORIES["init"]

CLUES = [
    # 1. Obviously the paladin was at the front
    lambda w: at(w, "cls", "paladin", "march") == 1,
    # 2. The bard was directly behind the rogue (marching order)
    lambda w: at(w, "cls", "bard", "march") == at(w, "cls", "rogue", "march") + 1,
    # 3. Bex was further back than Priya.
    lambda w: w["march"]["Bex"] > w["march"]["Priya"],
    # 4. And Jonno was bringing up the rear
    lambda w: w["march"]["Jonno"] == 4,
    # 5. Jonno rolled 11 more than Tom
    lambda w: w["init"]["Jonno"] == w["init"]["Tom"] + 11,
    # 6. The wizard went straight after the rogue in the initiative order (next roll down)
    lambda w: INIT.index(at(w, "cls", "wizard", "init")) == INIT.index(at(w, "cls", "rogue", "init")) - 1,
    # 7. For the record Priya wasn't the paladin
    lambda w: w["cls"]["Priya"] != "paladin",
]

QUESTIONS = [
    ("Who plays the bard?", lambda w: who(w, "cls", "bard")),
    ("What did Jonno roll for initiative?", lambda w: str(w["init"]["Jonno"])),
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
