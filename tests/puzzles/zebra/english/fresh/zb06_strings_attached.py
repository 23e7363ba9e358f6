#!/usr/bin/env python3
"""Brute force for zb06_strings_attached.txt (kite festival on the downs)."""
import itertools
import sys

TITLE = "STRINGS ATTACHED"
INTRO = ("Four youngsters entered the junior class at the Windmill Hill Kite Festival. "
         "Callum, Hattie, Lorcan and Saffron each flew a different kind of kite (a box "
         "kite, a delta, a diamond or a sled) in a different colour (orange, purple, "
         "turquoise or yellow), and each let out a different length of line: 50 metres, "
         "75 metres, 100 metres or 125 metres. Can you untangle who flew what?")

NAMES = ["Callum", "Hattie", "Lorcan", "Saffron"]
CATEGORIES = {
    "kite": ["box kite", "delta", "diamond", "sled"],
    "colour": ["orange", "purple", "turquoise", "yellow"],
    "line": [50, 75, 100, 125],     # metres
}

CLUES = [
    # 1. The box kite was flown on the shortest line of the four.
    lambda w: at(w, "kite", "box kite", "line") == 50,
    # 2. The purple kite had 25 metres more line out than Saffron's kite.
    lambda w: at(w, "colour", "purple", "line") == w["line"]["Saffron"] + 25,
    # 3. Lorcan's kite was neither orange nor a box kite.
    lambda w: w["colour"]["Lorcan"] != "orange" and w["kite"]["Lorcan"] != "box kite",
    # 4. The turquoise kite was out on a longer line than the delta.
    lambda w: at(w, "colour", "turquoise", "line") > at(w, "kite", "delta", "line"),
    # 5. Hattie didn't fly the orange kite or the purple one.
    lambda w: w["colour"]["Hattie"] not in ("orange", "purple"),
    # 6. Of Callum and whoever flew the sled, one had the purple kite and the other let out 75 metres of line.
    lambda w: w["kite"]["Callum"] != "sled"
              and ((w["colour"]["Callum"] == "purple" and at(w, "kite", "sled", "line") == 75)
                   or (at(w, "kite", "sled", "colour") == "purple" and w["line"]["Callum"] == 75)),
    # 7. The orange kite had less line out than the delta.
    lambda w: at(w, "colour", "orange", "line") < at(w, "kite", "delta", "line"),
]

QUESTIONS = [
    ("What colour was Lorcan's kite?", lambda w: w["colour"]["Lorcan"]),
    ("How much line did Hattie let out?", lambda w: "%d metres" % w["line"]["Hattie"]),
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
