#!/usr/bin/env python3
"""Brute force for zb10_leaded_lights.txt (evening class in stained glass)."""
import itertools
import sys

TITLE = "LEADED LIGHTS"
INTRO = ("The stained-glass evening class at Westgate Adult College has just finished "
         "its first panels. The five students (Bernard, Clodagh, Ines, Kwame and "
         "Philippa) are aged 24, 31, 45, 58 and 67, and each chose a different design "
         "for the panel: a dove, an iris, an owl, a sailing ship or a sunburst. Can you "
         "say how old each student is and which design each one made?")

NAMES = ["Bernard", "Clodagh", "Ines", "Kwame", "Philippa"]
CATEGORIES = {
    "age": [24, 31, 45, 58, 67],
    "design": ["dove", "iris", "owl", "sailing ship", "sunburst"],
}

CLUES = [
    # 1. The sailing ship was the work of the oldest member of the class.
    lambda w: at(w, "design", "sailing ship", "age") == 67,
    # 2. Ines is fourteen years older than Kwame.
    lambda w: w["age"]["Ines"] == w["age"]["Kwame"] + 14,
    # 3. The owl was made by somebody younger than Kwame.
    lambda w: at(w, "design", "owl", "age") < w["age"]["Kwame"],
    # 4. Philippa, who isn't the oldest, made neither the iris nor the owl.
    lambda w: w["age"]["Philippa"] != 67 and w["design"]["Philippa"] not in ("iris", "owl"),
    # 5. Either Bernard made the dove or Clodagh made the owl, but not both.
    lambda w: (w["design"]["Bernard"] == "dove") != (w["design"]["Clodagh"] == "owl"),
    # 6. The student who made the sunburst is younger than the one who made the iris.
    lambda w: at(w, "design", "sunburst", "age") < at(w, "design", "iris", "age"),
]

QUESTIONS = [
    ("How old is Philippa?", lambda w: str(w["age"]["Philippa"])),
    ("Who made the sunburst?", lambda w: who(w, "design", "sunburst")),
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
