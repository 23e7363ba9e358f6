#!/usr/bin/env python3
"""Brute force for v07_quest_log.txt (innkeeper's side-quest dialogue in a fantasy video game)."""
import itertools
import sys

NAMES = ["Brannoc", "Sella", "Widge"]
CATEGORIES = {
    "weapon": ["axe", "longbow", "staff"],
    "drink": ["mead", "ale", "goat's milk"],
    "room": [1, 2, 3],                 # along the upstairs hall, 1 at the top of the stairs
    "gold": [3, 5, 8],                 # gold crowns owed on the slate
}

CLUES = [
    # 1. the axe owes two crowns more than the mead drinker
    lambda w: at(w, "weapon", "axe", "gold") == at(w, "drink", "mead", "gold") + 2,
    # 2. Sella sleeps next door to the goat's milk drinker
    lambda w: abs(w["room"]["Sella"] - at(w, "drink", "goat's milk", "room")) == 1,
    # 3. the longbow is in room 3
    lambda w: at(w, "weapon", "longbow", "room") == 3,
    # 4. Brannoc owes the most
    lambda w: w["gold"]["Brannoc"] == 8,
    # 5. the ale drinker isn't in room 2
    lambda w: at(w, "drink", "ale", "room") != 2,
    # 6. Brannoc has the room at the top of the stairs
    lambda w: w["room"]["Brannoc"] == 1,
]

QUESTIONS = [
    ("Who carries the staff?", lambda w: who(w, "weapon", "staff")),
    ("How many crowns does Widge owe?", lambda w: str(w["gold"]["Widge"])),
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
