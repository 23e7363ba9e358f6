#!/usr/bin/env python3
"""Brute force for zd07_tollers_wharf.txt (narrowboat moorings)."""
import itertools
import sys

NAMES = ["Mr Lomax", "Mrs Marsh", "Mr Nye", "Mrs Orme"]
CATEGORIES = {
    "boat": ["Kingfisher", "Dabchick", "Otter", "Mayfly"],
    "colour": ["maroon", "navy", "bottle green", "cream"],
    "dog": ["terrier", "spaniel", "whippet", "lurcher"],
}

CLUES = [
    # 1. Mrs Marsh's boat is painted cream, and it isn't called Dabchick.
    lambda w: w["colour"]["Mrs Marsh"] == "cream" and w["boat"]["Mrs Marsh"] != "Dabchick",
    # 2. The whippet lives aboard the navy boat.
    lambda w: at(w, "dog", "whippet", "colour") == "navy",
    # 3. Mr Nye, whose dog is the spaniel, doesn't own Otter.
    lambda w: w["dog"]["Mr Nye"] == "spaniel" and w["boat"]["Mr Nye"] != "Otter",
    # 4. Mayfly is maroon.
    lambda w: at(w, "boat", "Mayfly", "colour") == "maroon",
    # 5. The terrier's home is Dabchick.
    lambda w: at(w, "dog", "terrier", "boat") == "Dabchick",
    # 6. Mr Lomax doesn't own the bottle green boat.
    lambda w: w["colour"]["Mr Lomax"] != "bottle green",
    # 7. Kingfisher belongs to one of the two ladies.
    lambda w: who(w, "boat", "Kingfisher") in ("Mrs Marsh", "Mrs Orme"),
]

QUESTIONS = [
    ("Which boat belongs to Mr Lomax?", lambda w: w["boat"]["Mr Lomax"]),
    ("What colour is Dabchick?", lambda w: at(w, "boat", "Dabchick", "colour")),
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
