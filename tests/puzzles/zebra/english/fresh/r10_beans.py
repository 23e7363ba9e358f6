#!/usr/bin/env python3
"""Brute force for r10_beans.txt (allotment / gardening forum post)."""
import itertools
import sys

NAMES = ["Bev", "Colin", "Mags", "Dev"]
CATEGORIES = {
    "plot": [11, 12, 13, 14],        # in a row along the path, 11 by the gate
    "variety": ["Enorma", "Scarlet Emperor", "Firestorm", "Moonlight"],
    "length": [38, 41, 44, 47],      # cm, longest bean on the day
}


def nextto(w, a, b):
    return abs(w["plot"][a] - w["plot"][b]) == 1


CLUES = [
    # 1. The longest bean of the lot was an Enorma (no surprise there, they're monsters).
    lambda w: at(w, "length", 47, "variety") == "Enorma",
    # 2. Dev's bean was 3cm longer than Mags's.
    lambda w: w["length"]["Dev"] == w["length"]["Mags"] + 3,
    # 3. Whoever grows Moonlight has the plot right next to Dev's.
    lambda w: nextto(w, who(w, "variety", "Moonlight"), "Dev"),
    # 4. Bev's plot is in between Dev's and Mags's.
    lambda w: min(w["plot"]["Dev"], w["plot"]["Mags"]) < w["plot"]["Bev"] < max(w["plot"]["Dev"], w["plot"]["Mags"]),
    # 5. The plot nearest the gate produced the shortest bean.
    lambda w: at(w, "plot", 11, "length") == 38,
    # 6. The Scarlet Emperor bean was 6cm longer than Colin's.
    lambda w: at(w, "variety", "Scarlet Emperor", "length") == w["length"]["Colin"] + 6,
    # 7. Bev's bean was longer than the beans from both plots either side of hers.
    lambda w: all(w["length"]["Bev"] > w["length"][n] for n in NAMES if nextto(w, n, "Bev")),
]

QUESTIONS = [
    ("What variety does Mags grow?", lambda w: w["variety"]["Mags"]),
    ("How long was Dev's bean?", lambda w: "%dcm" % w["length"]["Dev"]),
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
