#!/usr/bin/env python3
"""Brute force for zb02_in_a_lather.txt (handmade soap stall)."""
import itertools
import sys

TITLE = "IN A LATHER"
INTRO = ("Four members of the Brookmere Craft Guild (Bronwen, Delia, Imogen and Nadia) "
         "each put one bar of handmade soap on the guild's stall at the Christmas market. "
         "Every bar had a different scent (lavender, lemongrass, rosemary or sandalwood), "
         "was moulded in a different shape (heart, oval, shell or square) and carried a "
         "different price tag: $4.00, $4.50, $5.00 or $6.00. Can you match each maker "
         "with her soap?")

NAMES = ["Bronwen", "Delia", "Imogen", "Nadia"]
CATEGORIES = {
    "scent": ["lavender", "lemongrass", "rosemary", "sandalwood"],
    "shape": ["heart", "oval", "shell", "square"],
    "price": [400, 450, 500, 600],     # cents
}

CLUES = [
    # 1. The lavender soap was priced exactly $1.00 below Bronwen's bar.
    lambda w: at(w, "scent", "lavender", "price") == w["price"]["Bronwen"] - 100,
    # 2. The heart was the dearest bar on the stall.
    lambda w: at(w, "shape", "heart", "price") == 600,
    # 3. Bought together, the square bar and the lemongrass bar would have cost $8.50.
    lambda w: at(w, "shape", "square", "scent") != "lemongrass"
              and at(w, "shape", "square", "price") + at(w, "scent", "lemongrass", "price") == 850,
    # 4. Either Imogen made the sandalwood soap or Delia made the shell, but not both.
    lambda w: (w["scent"]["Imogen"] == "sandalwood") != (w["shape"]["Delia"] == "shell"),
    # 5. Nadia's price tag said 50 cents more than Delia's.
    lambda w: w["price"]["Nadia"] == w["price"]["Delia"] + 50,
    # 6. Bronwen's bar was neither the oval nor the heart.
    lambda w: w["shape"]["Bronwen"] not in ("oval", "heart"),
]

QUESTIONS = [
    ("Who made the shell-shaped soap?", lambda w: who(w, "shape", "shell")),
    ("What was the price of the sandalwood soap?",
     lambda w: "$%.2f" % (at(w, "scent", "sandalwood", "price") / 100)),
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
