#!/usr/bin/env python3
"""Brute force for x05_boardgame_podcast.txt (a board-game podcast's transcript, listener puzzle segment)."""
import itertools
import sys

NAMES = ["Ollie", "Bea", "Marcus", "Tilly"]
CATEGORIES = {
    "game": ["Catan", "Ticket to Ride", "Azul", "Wingspan"],
    "arrival": [705, 720, 740, 815],        # 7:05pm, 7:20pm, 7:40pm, 8:15pm
    "snack": ["crisps", "hummus", "brownies", "pretzels"],
}


def mins(t):
    return (t // 100) * 60 + t % 100


CLUES = [
    # whoever brought the brownies turned up thirty-five minutes after whoever brought Catan
    lambda w: mins(at(w, "snack", "brownies", "arrival")) == mins(at(w, "game", "Catan", "arrival")) + 35,
    # Bea got there after the Wingspan person but before Tilly
    lambda w: at(w, "game", "Wingspan", "arrival") < w["arrival"]["Bea"] < w["arrival"]["Tilly"],
    # the first one through the door brought crisps
    lambda w: at(w, "arrival", 705, "snack") == "crisps",
    # whoever brought Azul brought either the pretzels or the hummus
    lambda w: at(w, "game", "Azul", "snack") in ("pretzels", "hummus"),
    # the hummus arrived later than Ticket to Ride did
    lambda w: at(w, "snack", "hummus", "arrival") > at(w, "game", "Ticket to Ride", "arrival"),
    # Marcus wasn't the one with the crisps
    lambda w: w["snack"]["Marcus"] != "crisps",
]

QUESTIONS = [
    ("Who brought Azul?", lambda w: who(w, "game", "Azul")),
    ("What time did Marcus arrive?", lambda w: "%d:%02d" % divmod(w["arrival"]["Marcus"], 100)),
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
