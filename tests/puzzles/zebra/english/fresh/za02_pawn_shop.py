#!/usr/bin/env python3
"""Brute force for za02_pawn_shop.txt (magazine logic problem: pawnbroker's week)."""
import itertools
import sys

NAMES = ["Mr. Dawes", "Mrs. Finch", "Miss Khan", "Mr. Otley"]
CATEGORIES = {
    "item": ["banjo", "camera", "pocket watch", "saxophone"],
    "loan": [40, 55, 70, 85],                       # dollars
    "day": [1, 2, 3, 4],                            # Monday .. Thursday
}
DAYS = {1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday"}

CLUES = [
    # 1. The saxophone raised $15 more than the camera.
    (("item", "loan"), lambda w: at(w, "item", "saxophone", "loan") == at(w, "item", "camera", "loan") + 15),
    # 2. Miss Khan came in two days after the customer who pawned the camera.
    (("item", "day"), lambda w: w["day"]["Miss Khan"] == at(w, "item", "camera", "day") + 2),
    # 3. Mr. Otley was given less than Mr. Dawes.
    (("loan",), lambda w: w["loan"]["Mr. Otley"] < w["loan"]["Mr. Dawes"]),
    # 4. The customer who was lent $85 was the first of the four to come in.
    (("loan", "day"), lambda w: at(w, "loan", 85, "day") == 1),
    # 5. Neither Mrs. Finch nor the Wednesday customer pawned the pocket watch.
    (("item", "day"), lambda w: w["item"]["Mrs. Finch"] != "pocket watch"
        and at(w, "day", 3, "item") != "pocket watch"),
    # 6. The four customers were Mr. Otley, the one who brought in the camera, the Thursday customer and the one who was lent $85.
    (("item", "loan", "day"), lambda w: len({"Mr. Otley", who(w, "item", "camera"), who(w, "day", 4), who(w, "loan", 85)}) == 4),
    # 7. Mr. Dawes came in the day before Mr. Otley.
    (("day",), lambda w: w["day"]["Mr. Dawes"] == w["day"]["Mr. Otley"] - 1),
    # 8. The pocket watch raised the smallest loan of the week.
    (("item", "loan"), lambda w: at(w, "item", "pocket watch", "loan") == 40),
]

QUESTIONS = [
    ("What did Mr. Otley pawn?", lambda w: w["item"]["Mr. Otley"]),
    ("How much was Mrs. Finch lent?", lambda w: "$%d" % w["loan"]["Mrs. Finch"]),
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
