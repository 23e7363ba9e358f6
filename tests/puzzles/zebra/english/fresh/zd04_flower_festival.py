#!/usr/bin/env python3
"""Brute force for zd04_flower_festival.txt (church flower festival)."""
import itertools
import sys

NAMES = ["Mrs Tovey", "Mr Underhill", "Miss Varley", "Mrs Westcott"]
CATEGORIES = {
    "flower": ["lilies", "sweet peas", "delphiniums", "roses"],
    "place": ["font", "pulpit", "lectern", "porch"],
    "theme": ["A Country Wedding", "Harvest Home", "The Sea", "The Four Seasons"],
}

CLUES = [
    # 1. The arrangement in the porch took The Sea as its theme.
    lambda w: at(w, "place", "porch", "theme") == "The Sea",
    # 2. Mr Underhill worked with lilies, though not at the pulpit.
    lambda w: w["flower"]["Mr Underhill"] == "lilies" and w["place"]["Mr Underhill"] != "pulpit",
    # 3. Mrs Westcott's display, which had no roses in it, stood beside the lectern.
    lambda w: w["flower"]["Mrs Westcott"] != "roses" and w["place"]["Mrs Westcott"] == "lectern",
    # 4. Harvest Home was interpreted in roses.
    lambda w: at(w, "theme", "Harvest Home", "flower") == "roses",
    # 5. Miss Varley was given neither the font nor the delphiniums.
    lambda w: w["place"]["Miss Varley"] != "font" and w["flower"]["Miss Varley"] != "delphiniums",
    # 6. Neither Mrs Tovey nor the lectern's arranger chose A Country Wedding.
    lambda w: w["theme"]["Mrs Tovey"] != "A Country Wedding" and at(w, "place", "lectern", "theme") != "A Country Wedding",
    # 7. The sweet peas went to make The Four Seasons.
    lambda w: at(w, "flower", "sweet peas", "theme") == "The Four Seasons",
]

QUESTIONS = [
    ("Where was the sweet pea display?", lambda w: at(w, "flower", "sweet peas", "place")),
    ("What was Mrs Tovey's theme?", lambda w: w["theme"]["Mrs Tovey"]),
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
