#!/usr/bin/env python3
"""Brute force for x10_typing_pool.txt (a 1960s typing pool supervisor's office memo)."""
import itertools
import sys

NAMES = ["Miss Dawson", "Mrs Kettle", "Miss Brandt", "Miss Hughes", "Mrs Oakes"]
CATEGORIES = {
    "desk": [1, 2, 3, 4, 5],             # in a row, desk 1 by the window
    "speed": [45, 52, 60, 68, 75],       # words per minute
}

CLUES = [
    # (a) Mrs Kettle sits two desks away from Miss Dawson.
    lambda w: abs(w["desk"]["Mrs Kettle"] - w["desk"]["Miss Dawson"]) == 2,
    # (b) Miss Brandt types 8 words a minute faster than the girl at desk 3.
    lambda w: w["speed"]["Miss Brandt"] == at(w, "desk", 3, "speed") + 8,
    # (c) Miss Hughes sits nearer the window than Mrs Oakes.
    lambda w: w["desk"]["Miss Hughes"] < w["desk"]["Mrs Oakes"],
    # (d) The slowest typist in the pool sits next to Miss Brandt.
    lambda w: abs(at(w, "speed", 45, "desk") - w["desk"]["Miss Brandt"]) == 1,
    # (e) Miss Dawson is faster than Mrs Kettle.
    lambda w: w["speed"]["Miss Dawson"] > w["speed"]["Mrs Kettle"],
    # (f) Miss Hughes types 15 words a minute faster than Mrs Oakes.
    lambda w: w["speed"]["Miss Hughes"] == w["speed"]["Mrs Oakes"] + 15,
]

QUESTIONS = [
    ("Who sits at desk 1?", lambda w: who(w, "desk", 1)),
    ("What is Miss Hughes's speed?", lambda w: "%d words a minute" % w["speed"]["Miss Hughes"]),
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
