#!/usr/bin/env python3
"""Brute force for p11_quiz_night.txt (pub quiz logic round handout)."""
import itertools
import sys

NAMES = ["Quiz Team Aguilera", "Les Quizerables", "Agatha Quiztie",
         "Tequila Mockingbird", "The Universally Challenged"]
CATEGORIES = {
    "table": [1, 2, 3, 4, 5],              # tables in a line, 1 by the dartboard ... 5 by the gents
    "score": [28, 31, 33, 36, 40],         # last week's scores
}

CLUES = [
    # 1. Tequila Mockingbird scored three points more than The Universally Challenged.
    lambda w: w["score"]["Tequila Mockingbird"] == w["score"]["The Universally Challenged"] + 3,
    # 2. The wooden spoon (lowest score) went to the team on table 3.
    lambda w: at(w, "score", min(CATEGORIES["score"]), "table") == 3,
    # 3. Quiz Team Aguilera were at one end of the line.
    lambda w: w["table"]["Quiz Team Aguilera"] in (1, 5),
    # 4. Table 5 scored two more than table 1.
    lambda w: at(w, "table", 5, "score") == at(w, "table", 1, "score") + 2,
    # 5. Tequila Mockingbird sat next to Agatha Quiztie.
    lambda w: abs(w["table"]["Tequila Mockingbird"] - w["table"]["Agatha Quiztie"]) == 1,
    # 6. Les Quizerables sat at a lower-numbered table than Tequila Mockingbird.
    lambda w: w["table"]["Les Quizerables"] < w["table"]["Tequila Mockingbird"],
]

QUESTIONS = [
    ("Which team sat at table 5?", lambda w: who(w, "table", 5)),
    ("How many points did Quiz Team Aguilera score?", lambda w: w["score"]["Quiz Team Aguilera"]),
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
