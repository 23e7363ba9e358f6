#!/usr/bin/env python3
"""Brute force for u12_kiln.txt (pottery studio kiln-loading note)."""
import itertools
import sys

NAMES = ["Rhiannon", "Abdul", "Suzy", "Fergus"]
CATEGORIES = {
    "shelf": [1, 2, 3, 4],             # 1 = top shelf, 4 = bottom shelf
    "piece": ["teapot", "lamp base", "set of bowls", "platter"],
    "glaze": ["celadon", "tenmoku", "shino", "ash"],
}


def sh(w, cat, val):
    return at(w, cat, val, "shelf")


CLUES = [
    # 1. The tenmoku went on the bottom shelf (it runs).
    lambda w: sh(w, "glaze", "tenmoku") == 4,
    # 2. The teapot is directly above the platter.
    lambda w: sh(w, "piece", "teapot") == sh(w, "piece", "platter") - 1,
    # 3. Rhiannon's piece is somewhere below Fergus's, but not on the bottom shelf.
    lambda w: w["shelf"]["Fergus"] < w["shelf"]["Rhiannon"] < 4,
    # 4. Suzy's isn't the lamp base, and it wasn't glazed in ash.
    lambda w: w["piece"]["Suzy"] != "lamp base" and w["glaze"]["Suzy"] != "ash",
    # 5. The shino is above the celadon.
    lambda w: sh(w, "glaze", "shino") < sh(w, "glaze", "celadon"),
    # 6. The bowls aren't next to the lamp base.
    lambda w: abs(sh(w, "piece", "set of bowls") - sh(w, "piece", "lamp base")) != 1,
    # 7. The celadon is directly above the ash.
    lambda w: sh(w, "glaze", "celadon") == sh(w, "glaze", "ash") - 1,
    # 8. Suzy's is higher up than Fergus's.
    lambda w: w["shelf"]["Suzy"] < w["shelf"]["Fergus"],
]

QUESTIONS = [
    ("Whose is the teapot?", lambda w: who(w, "piece", "teapot")),
    ("Which glaze is on the platter?", lambda w: at(w, "piece", "platter", "glaze")),
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
