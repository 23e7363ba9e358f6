#!/usr/bin/env python3
"""Brute force for zb12_under_the_weather.txt (amateur weather observers)."""
import itertools
import sys

TITLE = "UNDER THE WEATHER"
INTRO = ("Four volunteers send monthly readings to the county weather network from their "
         "back gardens. Last October Enid, Gareth, Noor and Wilf, who live in four "
         "different villages (Ashby, Birchfield, Crowhurst and Dunmere), each measured a "
         "different rainfall total (62 mm, 71 mm, 84 mm or 97 mm), and each logged a "
         "different notable event of the month: fog, frost, hail or thunder. Where does "
         "each observer live, and what did each record?")

NAMES = ["Enid", "Gareth", "Noor", "Wilf"]
CATEGORIES = {
    "village": ["Ashby", "Birchfield", "Crowhurst", "Dunmere"],
    "rain": [62, 71, 84, 97],     # mm
    "event": ["fog", "frost", "hail", "thunder"],
}

CLUES = [
    # 1. Whoever logged thunder also had the wettest month of the four.
    lambda w: at(w, "event", "thunder", "rain") == 97,
    # 2. Gareth's gauge caught 9 mm less than the gauge in Birchfield.
    lambda w: w["rain"]["Gareth"] == at(w, "village", "Birchfield", "rain") - 9,
    # 3. Enid measured more rain than Wilf.
    lambda w: w["rain"]["Enid"] > w["rain"]["Wilf"],
    # 4. The hail was seen in Crowhurst, which was drier than Dunmere.
    lambda w: at(w, "event", "hail", "village") == "Crowhurst"
              and at(w, "village", "Crowhurst", "rain") < at(w, "village", "Dunmere", "rain"),
    # 5. Either Noor lives in Dunmere or Wilf was the one who saw the fog, but not both.
    lambda w: (w["village"]["Noor"] == "Dunmere") != (w["event"]["Wilf"] == "fog"),
    # 6. Frost was logged in a wetter garden than the one in Ashby.
    lambda w: at(w, "event", "frost", "rain") > at(w, "village", "Ashby", "rain"),
]

QUESTIONS = [
    ("Who lives in Birchfield?", lambda w: who(w, "village", "Birchfield")),
    ("How much rain did Enid measure?", lambda w: "%d mm" % w["rain"]["Enid"]),
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
