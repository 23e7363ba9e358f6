#!/usr/bin/env python3
"""Brute force for u11_beachhuts.txt (beach hut lettings handover note)."""
import itertools
import sys

NAMES = ["Bernie", "Dr Ng", "the Kowalskis", "the Marshes"]
CATEGORIES = {
    "hut": [1, 2, 3, 4],               # west to east along the prom
    "colour": ["mint", "lemon", "coral", "navy"],
    "rent": [90, 110, 125, 150],       # pounds a week
}


def hut(w, cat, val):
    return at(w, cat, val, "hut")


CLUES = [
    # 1. The coral hut is the dearest.
    lambda w: at(w, "colour", "coral", "rent") == 150,
    # 2. The navy hut is the westernmost, hut 1.
    lambda w: hut(w, "colour", "navy") == 1,
    # 3. Dr Ng is next door to the coral hut.
    lambda w: abs(w["hut"]["Dr Ng"] - hut(w, "colour", "coral")) == 1,
    # 4. The Marshes pay £15 a week less than Dr Ng.
    lambda w: w["rent"]["the Marshes"] == w["rent"]["Dr Ng"] - 15,
    # 5. The Kowalskis aren't at either end.
    lambda w: w["hut"]["the Kowalskis"] not in (1, 4),
    # 6. The lemon hut is right next to the navy one.
    lambda w: abs(hut(w, "colour", "lemon") - hut(w, "colour", "navy")) == 1,
    # 7. Dr Ng is west of the Kowalskis.
    lambda w: w["hut"]["Dr Ng"] < w["hut"]["the Kowalskis"],
    # 8. Bernie's hut is either the navy or the lemon.
    lambda w: w["colour"]["Bernie"] in ("navy", "lemon"),
]

QUESTIONS = [
    ("What colour is the Marshes' hut?", lambda w: w["colour"]["the Marshes"]),
    ("Which hut does Dr Ng have?", lambda w: "hut %d" % w["hut"]["Dr Ng"]),
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
