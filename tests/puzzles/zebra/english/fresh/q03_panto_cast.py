#!/usr/bin/env python3
"""Brute force for q03_panto_cast.txt (village pantomime programme)."""
import itertools
import sys

NAMES = ["Gerald", "Sandra", "Owen", "Bev"]
CATEGORIES = {
    "role": ["Ugly Sister", "Fairy Godmother", "Buttons", "Baron Hardup"],
    "job": ["farmer", "dental nurse", "postman", "headteacher"],
    "changes": [2, 3, 4, 6],      # costume changes
}

CLUES = [
    # 1. Naturally, the Ugly Sister has more costume changes than anyone else.
    lambda w: at(w, "role", "Ugly Sister", "changes") == 6,
    # 2. Bev has one more costume change than our dental nurse.
    lambda w: w["changes"]["Bev"] == at(w, "job", "dental nurse", "changes") + 1,
    # 3. Owen is neither the farmer nor the Baron.
    lambda w: w["job"]["Owen"] != "farmer" and w["role"]["Owen"] != "Baron Hardup",
    # 4. The headteacher has twice as many changes as Buttons.
    lambda w: at(w, "job", "headteacher", "changes") == 2 * at(w, "role", "Buttons", "changes"),
    # 5. Either Gerald or Sandra is the Fairy Godmother.
    lambda w: who(w, "role", "Fairy Godmother") in ("Gerald", "Sandra"),
    # 6. The farmer has more changes than the headteacher.
    lambda w: at(w, "job", "farmer", "changes") > at(w, "job", "headteacher", "changes"),
    # 7. Sandra has fewer changes than Gerald.
    lambda w: w["changes"]["Sandra"] < w["changes"]["Gerald"],
    # 8. The postman has fewer changes than the dental nurse.
    lambda w: at(w, "job", "postman", "changes") < at(w, "job", "dental nurse", "changes"),
]

QUESTIONS = [
    ("Who plays Baron Hardup?", lambda w: who(w, "role", "Baron Hardup")),
    ("How many costume changes does Sandra have?", lambda w: str(w["changes"]["Sandra"])),
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
