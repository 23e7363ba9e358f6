#!/usr/bin/env python3
"""Brute force for x04_antarctic_rota.txt (an Antarctic research station's weekly bulletin)."""
import itertools
import sys

NAMES = ["Priya", "Sven", "Callum", "Ines", "Joe"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "day": DAYS,
    "dish": ["curry", "pizza", "fish pie", "chilli", "pad thai"],
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # Pad thai is on Wednesday.
    lambda w: at(w, "dish", "pad thai", "day") == "Wednesday",
    # Fish pie night is two days after Sven's turn.
    lambda w: d(w, who(w, "dish", "fish pie")) == d(w, "Sven") + 2,
    # The chilli is later in the week than the fish pie.
    lambda w: d(w, who(w, "dish", "chilli")) > d(w, who(w, "dish", "fish pie")),
    # Ines cooks the night right after the pizza.
    lambda w: d(w, "Ines") == d(w, who(w, "dish", "pizza")) + 1,
    # The curry is somewhere earlier in the week than Joe's night.
    lambda w: d(w, who(w, "dish", "curry")) < d(w, "Joe"),
    # Callum is doing neither the pizza nor the chilli.
    lambda w: w["dish"]["Callum"] not in ("pizza", "chilli"),
    # Joe isn't cooking on Friday.
    lambda w: w["day"]["Joe"] != "Friday",
]

QUESTIONS = [
    ("Who is cooking on Wednesday?", lambda w: who(w, "day", "Wednesday")),
    ("What is Sven making?", lambda w: w["dish"]["Sven"]),
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
