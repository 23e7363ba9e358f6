#!/usr/bin/env python3
"""Brute force for r11_radio.txt (local radio presenter's script)."""
import itertools
import sys

NAMES = ["Brenda", "Keith", "Shaz", "Malcolm"]
YEAR = {"Waterloo Sunset": 1967, "Tiger Feet": 1974, "Dancing Queen": 1976, "Come On Eileen": 1982}
CATEGORIES = {
    "song": list(YEAR),
    "occasion": ["birthday", "anniversary", "retirement", "new grandchild"],
    "town": ["Rotherham", "Barnsley", "Goole", "Selby"],
}


def yr(w, cat, val):
    """Release year of the song requested by whoever has `cat` == `val`."""
    return YEAR[at(w, cat, val, "song")]


def y(w, n):
    return YEAR[w["song"][n]]


CLUES = [
    # 1. The anniversary couple got the oldest record of the lot.
    lambda w: yr(w, "occasion", "anniversary") == 1967,
    # 2. Keith's song came out six years after Malcolm's.
    lambda w: y(w, "Keith") == y(w, "Malcolm") + 6,
    # 3. Our caller from Goole wasn't ringing about a birthday. Or a retirement, come to that.
    lambda w: at(w, "town", "Goole", "occasion") not in ("birthday", "retirement"),
    # 4. The birthday shout-out went to Rotherham.
    lambda w: at(w, "occasion", "birthday", "town") == "Rotherham",
    # 5. The new grandchild's song is older than the birthday song.
    lambda w: yr(w, "occasion", "new grandchild") < yr(w, "occasion", "birthday"),
    # 6. The Selby caller's record came out two years before the Rotherham caller's.
    lambda w: yr(w, "town", "Selby") == yr(w, "town", "Rotherham") - 2,
    # 7. Brenda wasn't the one ringing about the new grandchild.
    lambda w: w["occasion"]["Brenda"] != "new grandchild",
]

QUESTIONS = [
    ("Where was Keith ringing from?", lambda w: w["town"]["Keith"]),
    ("What was Shaz celebrating?", lambda w: w["occasion"]["Shaz"]),
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
