#!/usr/bin/env python3
"""Brute force for z08_yardboard.txt (riding stables' wiped whiteboard, rewritten from memory)."""
import itertools
import sys

NAMES = ["Biscuit", "Dolly", "Major", "Pepper"]
CATEGORIES = {
    "stable": [1, 2, 3, 4],                 # 1 = nearest the tack room
    "feed": [0.5, 1, 1.5, 2],               # scoops
    "field": ["Top paddock", "Orchard", "Long field", "Bottom paddock"],
    "rider": ["Amy", "Ben", "Chloe", "Dan"],
}

CLUES = [
    # 1. Dolly is next door to Biscuit.
    lambda w: abs(w["stable"]["Dolly"] - w["stable"]["Biscuit"]) == 1,
    # 2. Dan rides whichever one goes out in the Long field.
    lambda w: at(w, "field", "Long field", "rider") == "Dan",
    # 3. Amy's pony gets less feed than Ben's.
    lambda w: at(w, "rider", "Amy", "feed") < at(w, "rider", "Ben", "feed"),
    # 4. Biscuit gets the most.
    lambda w: w["feed"]["Biscuit"] == 2,
    # 5. Chloe's pony is in stable 3.
    lambda w: at(w, "rider", "Chloe", "stable") == 3,
    # 6. Whoever goes in the Top paddock is in one of the end stables (1 or 4).
    lambda w: at(w, "field", "Top paddock", "stable") in (1, 4),
    # 7. Major gets exactly 1 scoop more than Dolly.
    lambda w: w["feed"]["Major"] - w["feed"]["Dolly"] == 1,
    # 8. Ben is NOT on Biscuit or Major.
    lambda w: at(w, "rider", "Ben", "name") not in ("Biscuit", "Major"),
    # 9. Bottom paddock pony isn't Amy's and isn't Dan's.
    lambda w: at(w, "field", "Bottom paddock", "rider") not in ("Amy", "Dan"),
    # 10. The ½ scoop one is in stable 2.
    lambda w: at(w, "feed", 0.5, "stable") == 2,
    # 11. Major does not go in the Long field.
    lambda w: w["field"]["Major"] != "Long field",
]

QUESTIONS = [
    ("Which field does Pepper go in?", lambda w: w["field"]["Pepper"]),
    ("Who's riding Major?", lambda w: at(w, "name", "Major", "rider")),
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
