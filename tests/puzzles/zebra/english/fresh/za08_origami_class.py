#!/usr/bin/env python3
"""Brute force for za08_origami_class.txt (magazine logic problem: an origami class)."""
import itertools
import sys

NAMES = ["Keiko", "Leon", "Mabel", "Nils"]
CATEGORIES = {
    "model": ["crane", "frog", "lotus", "swan"],
    "paper": ["gold", "green", "red", "silver"],
    "gift": ["grandmother", "neighbour", "sister", "teacher"],   # who the model was given to
}

CLUES = [
    # 1. The crane was folded from the gold paper.
    (("model", "paper"), lambda w: at(w, "model", "crane", "paper") == "gold"),
    # 2. Neither Mabel nor the student who folded the lotus used the gold paper.
    (("model", "paper"), lambda w: w["paper"]["Mabel"] != "gold" and at(w, "model", "lotus", "paper") != "gold"),
    # 3. The four students are Leon, the one who folded the swan, the one who used green paper and the one who gave a model to a neighbour.
    (("model", "paper", "gift"), lambda w: len({"Leon", who(w, "model", "swan"), who(w, "paper", "green"), who(w, "gift", "neighbour")}) == 4),
    # 4. Nils folded neither the frog nor the crane.
    (("model",), lambda w: w["model"]["Nils"] not in ("frog", "crane")),
    # 5. Mabel folded one of the two birds.
    (("model",), lambda w: w["model"]["Mabel"] in ("crane", "swan")),
    # 6. The frog was made as a present for a teacher.
    (("model", "gift"), lambda w: at(w, "model", "frog", "gift") == "teacher"),
    # 7. The grandmother was given either Leon's model or the swan.
    (("model", "gift"), lambda w: who(w, "gift", "grandmother") == "Leon" or at(w, "gift", "grandmother", "model") == "swan"),
    # 8. The silver model was given to a sister.
    (("paper", "gift"), lambda w: at(w, "paper", "silver", "gift") == "sister"),
]

QUESTIONS = [
    ("Who folded the lotus?", lambda w: who(w, "model", "lotus")),
    ("What colour paper did Mabel use?", lambda w: w["paper"]["Mabel"]),
]


# ---------------------------------------------------------------------------
# brute force: every list runs through every permutation; each clue is
# tested as soon as all the lists it mentions have been filled in.
# ---------------------------------------------------------------------------
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
    keys = list(CATEGORIES)
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    levels = [[] for _ in keys]
    for i, (needs, f) in enumerate(CLUES, 1):
        if i == skip:
            continue
        lvl = max([keys.index(c) for c in needs] or [0])
        levels[lvl].append(f)
    found = []
    w = {"name": {n: n for n in NAMES}}

    def rec(i):
        if i == len(keys):
            found.append({k: dict(v) for k, v in w.items()})
            return
        for p in perms[i]:
            w[keys[i]] = p
            if all(f(w) for f in levels[i]):
                rec(i + 1)
        del w[keys[i]]

    rec(0)
    return found


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
