#!/usr/bin/env python3
"""Brute force for v10_homebrew.txt (homebrew competition judge's recap on a club mailing list)."""
import itertools
import sys

NAMES = ["Tomasz", "Kendra", "Big Lou", "Harriet"]
CATEGORIES = {
    "style": ["stout", "IPA", "saison", "hefeweizen"],
    "score": [31, 34, 38, 42],        # out of 50
}

CLUES = [
    # 1. the IPA scored four points higher than Kendra's beer
    lambda w: at(w, "style", "IPA", "score") == w["score"]["Kendra"] + 4,
    # 2. Big Lou brewed neither the saison nor the stout
    lambda w: w["style"]["Big Lou"] not in ("saison", "stout"),
    # 3. the stout outscored the hefeweizen
    lambda w: at(w, "style", "stout", "score") > at(w, "style", "hefeweizen", "score"),
    # 4. Tomasz scored higher than the saison
    lambda w: w["score"]["Tomasz"] > at(w, "style", "saison", "score"),
    # 5. Big Lou scored four points less than Kendra
    lambda w: w["score"]["Big Lou"] == w["score"]["Kendra"] - 4,
]

QUESTIONS = [
    ("Who brewed the saison?", lambda w: who(w, "style", "saison")),
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
