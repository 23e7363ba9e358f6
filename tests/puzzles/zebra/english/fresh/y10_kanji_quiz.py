#!/usr/bin/env python3
"""Brute force for y10_kanji_quiz.txt (Tokyo Japanese-language school teacher's class blog)."""
import itertools
import sys

NAMES = ["Tom", "Minh", "Aylin", "Pedro", "Sarah"]
CATEGORIES = {
    "seat": [1, 2, 3, 4, 5],            # seats in the front row, 1 = by the window, 5 = by the door
    "score": [62, 71, 78, 85, 94],      # kanji quiz, out of 100
}


def ss(w, score):
    return at(w, "score", score, "seat")


CLUES = [
    # 1. The top score came from the middle seat.
    lambda w: ss(w, 94) == 3,
    # 2. Pedro sits next to Aylin.
    lambda w: abs(w["seat"]["Pedro"] - w["seat"]["Aylin"]) == 1,
    # 3. Tom scored 23 points less than Sarah.
    lambda w: w["score"]["Tom"] == w["score"]["Sarah"] - 23,
    # 4. Aylin sits by the window.
    lambda w: w["seat"]["Aylin"] == 1,
    # 5. The lowest score was not at either end of the row.
    lambda w: ss(w, 62) not in (1, 5),
    # 6. The student by the door scored lower than the student by the window.
    lambda w: at(w, "seat", 5, "score") < at(w, "seat", 1, "score"),
    # 7. Minh sits somewhere on the door side of Tom.
    lambda w: w["seat"]["Minh"] > w["seat"]["Tom"],
]

QUESTIONS = [
    ("Who sits by the door?", lambda w: who(w, "seat", 5)),
    ("What did Aylin score?", lambda w: str(w["score"]["Aylin"])),
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
