#!/usr/bin/env python3
"""Brute force for y11_land_girls.txt (a Land Army girl's letter home, 1943)."""
import itertools
import sys

NAMES = ["Peggy", "Joan", "Doris", "Marjorie"]
CATEGORIES = {
    "home": ["Leeds", "Bristol", "Croydon", "Glasgow"],
    "job": ["milking", "tractor", "hens", "hedging"],
    "rise": [430, 500, 530, 600],      # getting-up time in the morning, hmm (430 = half past four)
}


def mins(t):
    return (t // 100) * 60 + t % 100


def rise_of(w, cat, val):
    return mins(at(w, cat, val, "rise"))


CLUES = [
    # 1. whoever does the milking is up first
    lambda w: at(w, "job", "milking", "rise") == 430,
    # 2. the Glasgow girl gets up a whole hour before Peggy
    lambda w: rise_of(w, "home", "Glasgow") == mins(w["rise"]["Peggy"]) - 60,
    # 3. Doris doesn't drive the tractor, and she isn't the one from Bristol
    lambda w: w["job"]["Doris"] != "tractor" and w["home"]["Doris"] != "Bristol",
    # 4. the Leeds girl is the last one up
    lambda w: at(w, "home", "Leeds", "rise") == 600,
    # 5. Marjorie gets up half an hour after Joan
    lambda w: mins(w["rise"]["Marjorie"]) == mins(w["rise"]["Joan"]) + 30,
    # 6. the hedger is up half an hour before the tractor girl
    lambda w: rise_of(w, "job", "hedging") == rise_of(w, "job", "tractor") - 30,
    # 7. Doris gets up later than Marjorie
    lambda w: w["rise"]["Doris"] > w["rise"]["Marjorie"],
    # 8. the Croydon girl doesn't do the hedging
    lambda w: at(w, "home", "Croydon", "job") != "hedging",
]

QUESTIONS = [
    ("Where is Doris from?", lambda w: w["home"]["Doris"]),
    ("Which job is Marjorie's?", lambda w: w["job"]["Marjorie"]),
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
