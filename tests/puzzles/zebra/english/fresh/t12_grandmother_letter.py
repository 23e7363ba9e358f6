#!/usr/bin/env python3
"""Brute force for t12_grandmother_letter.txt (letter from a grandmother)."""
import itertools
import sys

NAMES = ["Rosie", "Callum", "Imogen"]
CATEGORIES = {
    "age": [19, 23, 26],
    "city": ["Leeds", "Glasgow", "Bristol"],
    "job": ["nursing", "plumbing", "computers"],
    "pet": ["rabbit", "greyhound", "tortoise"],
}


CLUES = [
    # 1. The one in Glasgow is four years older than Callum.
    lambda w: at(w, "city", "Glasgow", "age") == w["age"]["Callum"] + 4,
    # 2. The nurse has got a greyhound, a rescue
    lambda w: at(w, "job", "nursing", "pet") == "greyhound",
    # 3. Imogen isn't in Leeds.
    lambda w: w["city"]["Imogen"] != "Leeds",
    # 4. The tortoise belongs to the youngest
    lambda w: at(w, "pet", "tortoise", "age") == 19,
    # 5. The one who does the computers isn't the one in Glasgow.
    lambda w: at(w, "job", "computers", "city") != "Glasgow",
    # 6. Rosie isn't the eldest, though she'd like you to think she is.
    lambda w: w["age"]["Rosie"] != 26,
    # 7. And the plumber is younger than the computer one
    lambda w: at(w, "job", "plumbing", "age") < at(w, "job", "computers", "age"),
]

QUESTIONS = [
    ("Who has got the rabbit?", lambda w: who(w, "pet", "rabbit")),
    ("How old is Imogen?", lambda w: str(w["age"]["Imogen"])),
    ("What does the one in Leeds do?", lambda w: w["job"][who(w, "city", "Leeds")]),
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
