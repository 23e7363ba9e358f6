#!/usr/bin/env python3
"""Brute force for u09_photo.txt (camera club set-subject competition results)."""
import itertools
import sys

NAMES = ["Derek", "Sunita", "Malcolm", "Jo", "Carys"]
CATEGORIES = {
    "score": [14, 16, 17, 18, 20],     # out of 20
    "subject": ["harbour", "raindrops", "waterfall", "tap", "puddle"],
}

CLUES = [
    # 1. The puddle reflection got the judge's only 20.
    lambda w: at(w, "subject", "puddle", "score") == 20,
    # 2. Derek scored two less than Malcolm.
    lambda w: w["score"]["Derek"] == w["score"]["Malcolm"] - 2,
    # 3. The tap scored exactly one more than the waterfall.
    lambda w: at(w, "subject", "tap", "score") == at(w, "subject", "waterfall", "score") + 1,
    # 4. The raindrops scored lowest, and they were neither Jo's nor Malcolm's.
    lambda w: at(w, "subject", "raindrops", "score") == 14
              and w["subject"]["Jo"] != "raindrops" and w["subject"]["Malcolm"] != "raindrops",
    # 5. Sunita beat Malcolm.
    lambda w: w["score"]["Sunita"] > w["score"]["Malcolm"],
    # 6. Jo didn't do the waterfall.
    lambda w: w["subject"]["Jo"] != "waterfall",
    # 7. Derek finished above Carys.
    lambda w: w["score"]["Derek"] > w["score"]["Carys"],
]

QUESTIONS = [
    ("Whose was the harbour at dusk?", lambda w: who(w, "subject", "harbour")),
    ("What did Derek score?", lambda w: "%d/20" % w["score"]["Derek"]),
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
