#!/usr/bin/env python3
"""Brute force for o03_knit_natter.txt (knitting circle newsletter)."""
import itertools
import sys

NAMES = ["Joan", "Pat", "Irene", "Sheila"]
CATEGORIES = {
    "item": ["scarf", "tea cosy", "cardigan", "baby blanket"],
    "balls": [3, 5, 7, 9],
    "colour": ["lilac", "mustard", "teal", "cream"],
}

CLUES = [
    # 1. The cardigan, not surprisingly, ate up the most wool.
    lambda w: at(w, "item", "cardigan", "balls") == 9,
    # 2. Irene got through two more balls than Sheila did.
    lambda w: w["balls"]["Irene"] == w["balls"]["Sheila"] + 2,
    # 3. Neither Pat nor Irene went for the mustard.
    lambda w: w["colour"]["Pat"] != "mustard" and w["colour"]["Irene"] != "mustard",
    # 4. The baby blanket was knitted in cream.
    lambda w: at(w, "item", "baby blanket", "colour") == "cream",
    # 5. The teal went into something that used fewer balls than Sheila's.
    lambda w: at(w, "colour", "teal", "balls") < w["balls"]["Sheila"],
    # 6. Pat didn't make the scarf.
    lambda w: w["item"]["Pat"] != "scarf",
    # 7. Irene didn't knit the cardigan.
    lambda w: w["item"]["Irene"] != "cardigan",
    # 8. Sheila wouldn't touch the mustard either.
    lambda w: w["colour"]["Sheila"] != "mustard",
    # 9. The scarf took fewer balls than the baby blanket.
    lambda w: at(w, "item", "scarf", "balls") < at(w, "item", "baby blanket", "balls"),
]

QUESTIONS = [
    ("What did Sheila knit?", lambda w: w["item"]["Sheila"]),
    ("What colour was the tea cosy?", lambda w: at(w, "item", "tea cosy", "colour")),
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
