#!/usr/bin/env python3
"""Brute force for q09_dog_squad.txt (dog-walking business Instagram caption)."""
import itertools
import sys

NAMES = ["Biscuit", "Luna", "Pickle", "Ziggy", "Rolo"]
CATEGORIES = {
    "spot": [1, 2, 3, 4, 5],     # place in the photo, 1 = far left
    "breed": ["dachshund", "whippet", "lab", "cockapoo", "springer"],
    "age": [1, 3, 4, 6, 9],      # years
}

CLUES = [
    # 1. Luna is right next to the dachshund.
    lambda w: abs(w["spot"]["Luna"] - at(w, "breed", "dachshund", "spot")) == 1,
    # 2. The lab is bang in the middle (as always, the attention seeker).
    lambda w: at(w, "breed", "lab", "spot") == 3,
    # 3. The whippet isn't on either end.
    lambda w: at(w, "breed", "whippet", "spot") not in (1, 5),
    # 4. The cockapoo is immediately to the right of the lab.
    lambda w: at(w, "breed", "cockapoo", "spot") == at(w, "breed", "lab", "spot") + 1,
    # 5. The oldest dog is on the far left.
    lambda w: who(w, "spot", 1) == who(w, "age", 9),
    # 6. The puppy (our one-year-old) is next to the whippet.
    lambda w: abs(at(w, "age", 1, "spot") - at(w, "breed", "whippet", "spot")) == 1,
    # 7. Biscuit is three years younger than Pickle.
    lambda w: w["age"]["Biscuit"] == w["age"]["Pickle"] - 3,
    # 8. Ziggy is older than Luna.
    lambda w: w["age"]["Ziggy"] > w["age"]["Luna"],
    # 9. The springer is younger than Biscuit.
    lambda w: at(w, "breed", "springer", "age") < w["age"]["Biscuit"],
]

QUESTIONS = [
    ("Which breed is Biscuit?", lambda w: w["breed"]["Biscuit"]),
    ("How old is Rolo?", lambda w: str(w["age"]["Rolo"])),
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
