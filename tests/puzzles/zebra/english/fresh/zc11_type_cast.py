#!/usr/bin/env python3
"""Brute force for zc11_type_cast.txt (typewriter repair shop, plain grid)."""
import itertools
import sys

NAMES = ["Mr Fairweather", "Mrs Gallagher", "Dr Hussain", "Miss Jennings", "Mr Kowalski"]
CATEGORIES = {
    "make": ["Adler", "Hermes", "Imperial", "Olivetti", "Remington"],
    "fault": ["jammed carriage", "broken spacebar", "worn ribbon", "sticking E key", "bent type bar"],
}


CLUES = [
    # 1. The Olivetti's carriage had jammed, but the machine isn't Miss Jennings's.
    lambda w: at(w, "make", "Olivetti", "fault") == "jammed carriage" and w["make"]["Miss Jennings"] != "Olivetti",
    # 2. Dr Hussain's machine, which isn't the Remington, needed nothing more than a new ribbon.
    lambda w: w["make"]["Dr Hussain"] != "Remington" and w["fault"]["Dr Hussain"] == "worn ribbon",
    # 3. Mr Kowalski doesn't own the Adler or the Hermes, and the bent type bar wasn't on his
    # machine.
    lambda w: w["make"]["Mr Kowalski"] not in ("Adler", "Hermes") and w["fault"]["Mr Kowalski"] != "bent type bar",
    # 4. The sticking E key was on either the Adler or Mrs Gallagher's typewriter.
    lambda w: at(w, "fault", "sticking E key", "make") == "Adler" or w["fault"]["Mrs Gallagher"] == "sticking E key",
    # 5. Mrs Gallagher's isn't the Remington, and there was nothing wrong with Mr Fairweather's
    # spacebar.
    lambda w: w["make"]["Mrs Gallagher"] != "Remington" and w["fault"]["Mr Fairweather"] != "broken spacebar",
    # 6. The Hermes and the Imperial belong, in one order or the other, to Dr Hussain and Mr
    # Kowalski.
    lambda w: {w["make"]["Dr Hussain"], w["make"]["Mr Kowalski"]} == {"Hermes", "Imperial"},
    # 7. Miss Jennings had brought in the Adler.
    lambda w: w["make"]["Miss Jennings"] == "Adler",
]


QUESTIONS = [
    ('Who owns the Hermes?', lambda w: who(w, "make", "Hermes")),
    ("What was wrong with Mr Fairweather's typewriter?", lambda w: w["fault"]["Mr Fairweather"]),
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
