#!/usr/bin/env python3
"""Brute force for t07_recipe_blog.txt (recipe blog post's long preamble)."""
import itertools
import sys

NAMES = ["Darren", "Mrs Agarwal", "Phil", "Ruth"]
CATEGORIES = {
    "chilli": ["beef brisket", "three-bean", "chorizo", "turkey"],
    "score": [18, 21, 25, 28],         # out of 30
    "pepper": ["jalapeño", "chipotle", "habanero", "scotch bonnet"],
}


CLUES = [
    # 1. The brisket won.
    lambda w: at(w, "chilli", "beef brisket", "score") == 28,
    # 2. Ruth scored four points more than Darren.
    lambda w: w["score"]["Ruth"] == w["score"]["Darren"] + 4,
    # 3. The habanero chilli scored more than the turkey one.
    lambda w: at(w, "pepper", "habanero", "score") > at(w, "chilli", "turkey", "score"),
    # 4. The three-bean one used jalapeños.
    lambda w: at(w, "chilli", "three-bean", "pepper") == "jalapeño",
    # 5. Phil's wasn't the three-bean ("beans are a side dish, Jess").
    lambda w: w["chilli"]["Phil"] != "three-bean",
    # 6. The chipotle one beat the jalapeño one.
    lambda w: at(w, "pepper", "chipotle", "score") > at(w, "pepper", "jalapeño", "score"),
    # 7. Mrs Agarwal beat Phil, which she has mentioned on the street WhatsApp
    lambda w: w["score"]["Mrs Agarwal"] > w["score"]["Phil"],
    # 8. And Darren's wasn't the three-bean either.
    lambda w: w["chilli"]["Darren"] != "three-bean",
]

QUESTIONS = [
    ("Who made the chorizo chilli?", lambda w: who(w, "chilli", "chorizo")),
    ("What did Phil score?", lambda w: str(w["score"]["Phil"])),
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
