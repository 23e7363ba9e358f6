#!/usr/bin/env python3
"""Brute force for v09_coach_tour.txt (coach tour guide on the microphone)."""
import itertools
import sys

NAMES = ["Edna", "Arthur", "Pauline", "Ray", "Dot"]
CATEGORIES = {
    "row": [1, 2, 3, 4, 5],            # row 1 right behind the driver
    "town": ["Wigan", "Bolton", "Leigh", "Chorley", "Bury"],
    "souvenir": ["tea towel", "fudge", "fridge magnet", "snow globe", "stick of rock"],
}

CLUES = [
    # 1. Arthur sits two rows behind the one from Bolton
    lambda w: w["row"]["Arthur"] == at(w, "town", "Bolton", "row") + 2,
    # 2. whoever bought the fudge sits directly in front of Dot
    lambda w: at(w, "souvenir", "fudge", "row") + 1 == w["row"]["Dot"],
    # 3. Pauline is from neither Wigan nor Leigh
    lambda w: w["town"]["Pauline"] not in ("Wigan", "Leigh"),
    # 4. the front row bought the snow globe
    lambda w: at(w, "row", 1, "souvenir") == "snow globe",
    # 5. the Chorley passenger is on the back row
    lambda w: at(w, "town", "Chorley", "row") == 5,
    # 6. Ray didn't buy the tea towel
    lambda w: w["souvenir"]["Ray"] != "tea towel",
    # 7. Edna sits in front of Ray
    lambda w: w["row"]["Edna"] < w["row"]["Ray"],
    # 8. the tea towel went to Wigan
    lambda w: at(w, "souvenir", "tea towel", "town") == "Wigan",
    # 9. Bury is not next to Leigh
    lambda w: abs(at(w, "town", "Bury", "row") - at(w, "town", "Leigh", "row")) != 1,
    # 10. the stick of rock is three rows behind the tea towel
    lambda w: at(w, "souvenir", "stick of rock", "row") == at(w, "souvenir", "tea towel", "row") + 3,
]

QUESTIONS = [
    ("Who's from Leigh?", lambda w: who(w, "town", "Leigh")),
    ("What did Arthur buy?", lambda w: w["souvenir"]["Arthur"]),
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
