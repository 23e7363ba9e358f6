#!/usr/bin/env python3
"""Brute force for r02_teaparty.txt (care home weekly activity sheet)."""
import itertools
import sys

NAMES = ["Edna", "Harold", "Violet", "Stanley"]
MONTHS = ["March", "June", "September", "December"]
CATEGORIES = {
    "age": [84, 87, 90, 93],
    "pastime": ["bingo", "chair yoga", "dominoes", "knitting"],
    "birthday": MONTHS,      # month of birthday
}


def mon(w, n):
    """Month number of n's birthday."""
    return {"March": 3, "June": 6, "September": 9, "December": 12}[w["birthday"][n]]


CLUES = [
    # 1. Our dominoes champion is the oldest of the four.
    lambda w: at(w, "pastime", "dominoes", "age") == 93,
    # 2. Violet is three years younger than Edna.
    lambda w: w["age"]["Violet"] == w["age"]["Edna"] - 3,
    # 3. Harold's birthday is the last of the four in the year — he's a Christmas baby!
    lambda w: w["birthday"]["Harold"] == "December",
    # 4. Stanley's birthday comes three months after Edna's.
    lambda w: mon(w, "Stanley") == mon(w, "Edna") + 3,
    # 5. The resident with the March birthday doesn't knit.
    lambda w: at(w, "birthday", "March", "pastime") != "knitting",
    # 6. The bingo player is older than the knitter.
    lambda w: at(w, "pastime", "bingo", "age") > at(w, "pastime", "knitting", "age"),
    # 7. Harold is six years older than the resident whose birthday is in June.
    lambda w: w["age"]["Harold"] == at(w, "birthday", "June", "age") + 6,
]

QUESTIONS = [
    ("Which of them is the knitter?", lambda w: who(w, "pastime", "knitting")),
    ("How old is Stanley?", lambda w: str(w["age"]["Stanley"])),
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
