#!/usr/bin/env python3
"""Brute force for x11_safari_lodge.txt (a Maasai Mara safari camp's evening notice board)."""
import itertools
import sys

NAMES = ["Joseph", "Wanjiru", "Kiprop", "Njeri"]
CATEGORIES = {
    "departure": [545, 605, 625, 705],      # 5:45am, 6:05am, 6:25am, 7:05am
    "sighting": ["leopard", "cheetah", "lions", "black rhino"],
    "guests": [3, 4, 5, 6],
}


def mins(t):
    return (t // 100) * 60 + t % 100


CLUES = [
    # - The first vehicle out carried the most guests.
    lambda w: at(w, "departure", 545, "guests") == 6,
    # - The last vehicle out carried the fewest.
    lambda w: at(w, "departure", 705, "guests") == 3,
    # - Njeri had one more guest than Joseph.
    lambda w: w["guests"]["Njeri"] == w["guests"]["Joseph"] + 1,
    # - The rhino vehicle left 40 minutes after Wanjiru's.
    lambda w: mins(at(w, "sighting", "black rhino", "departure")) == mins(w["departure"]["Wanjiru"]) + 40,
    # - The vehicle with 4 guests left some time before the one that found the cheetah.
    lambda w: at(w, "guests", 4, "departure") < at(w, "sighting", "cheetah", "departure"),
    # - Joseph did not find the cheetah, and the leopard was not Njeri's.
    lambda w: w["sighting"]["Joseph"] != "cheetah" and w["sighting"]["Njeri"] != "leopard",
    # - Kiprop's guests saw either the leopard or the rhino.
    lambda w: w["sighting"]["Kiprop"] in ("leopard", "black rhino"),
]

QUESTIONS = [
    ("Which guide found the leopard?", lambda w: who(w, "sighting", "leopard")),
    ("What time did Kiprop's vehicle leave?", lambda w: "%d:%02dam" % divmod(w["departure"]["Kiprop"], 100)),
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
