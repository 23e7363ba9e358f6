#!/usr/bin/env python3
"""Brute force for q02_debating_order.txt (university debating society email)."""
import itertools
import sys

NAMES = ["Priya", "Tom", "Aoife", "Ben", "Kwame"]
CATEGORIES = {
    "slot": [1, 2, 3, 4, 5],      # speaking order, 1 = first
    "college": ["Hatfield", "Collingwood", "Castle", "Van Mildert", "St Aidan's"],
}

CLUES = [
    # 1. The Hatfield speaker went immediately before Kwame.
    lambda w: at(w, "college", "Hatfield", "slot") + 1 == w["slot"]["Kwame"],
    # 2. Tom spoke at some point after Priya.
    lambda w: w["slot"]["Tom"] > w["slot"]["Priya"],
    # 3. Neither Ben nor Kwame is at Van Mildert or Collingwood.
    lambda w: all(w["college"][n] not in ("Van Mildert", "Collingwood") for n in ("Ben", "Kwame")),
    # 4. Castle's speaker went two slots before the St Aidan's speaker.
    lambda w: at(w, "college", "Castle", "slot") + 2 == at(w, "college", "St Aidan's", "slot"),
    # 5. Of Aoife and Tom, one is at Collingwood and the other spoke second.
    lambda w: (w["college"]["Aoife"] == "Collingwood" and w["slot"]["Tom"] == 2)
              or (w["college"]["Tom"] == "Collingwood" and w["slot"]["Aoife"] == 2),
    # 6. The Van Mildert speaker went somewhere after Kwame.
    lambda w: at(w, "college", "Van Mildert", "slot") > w["slot"]["Kwame"],
]

QUESTIONS = [
    ("Who spoke third?", lambda w: who(w, "slot", 3)),
    ("Which college is Priya from?", lambda w: w["college"]["Priya"]),
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
