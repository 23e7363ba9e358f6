#!/usr/bin/env python3
"""Brute force for o05_sofa_photo.txt (family Christmas quiz)."""
import itertools
import sys

NAMES = ["Olly", "Freya", "Hamish", "Isla", "Rory"]
CATEGORIES = {
    "seat": [1, 2, 3, 4, 5],                 # 1 = far left ... 5 = far right
    "present": ["bike", "drone", "slime kit", "book", "roller skates"],
}

CLUES = [
    # 1. Freya sat right in the middle.
    lambda w: w["seat"]["Freya"] == 3,
    # 2. Hamish was at one end of the sofa.
    lambda w: w["seat"]["Hamish"] in (1, 5),
    # 3. Whoever got the drone sat immediately to Freya's left.
    lambda w: at(w, "present", "drone", "seat") == w["seat"]["Freya"] - 1,
    # 4. Isla sat somewhere to the left of Rory.
    lambda w: w["seat"]["Isla"] < w["seat"]["Rory"],
    # 5. The bookworm was on the far left.
    lambda w: at(w, "present", "book", "seat") == 1,
    # 6. Olly got neither the book nor the drone.
    lambda w: w["present"]["Olly"] not in ("book", "drone"),
    # 7. The slime kit and the roller skates were side by side.
    lambda w: abs(at(w, "present", "slime kit", "seat") - at(w, "present", "roller skates", "seat")) == 1,
    # 8. Hamish didn't get the book.
    lambda w: w["present"]["Hamish"] != "book",
    # 9. The bike was somewhere to the left of the slime kit.
    lambda w: at(w, "present", "bike", "seat") < at(w, "present", "slime kit", "seat"),
    # 10. The roller skates didn't go to either cousin on the ends.
    lambda w: at(w, "present", "roller skates", "seat") not in (1, 5),
]

QUESTIONS = [
    ("Who got the roller skates?", lambda w: who(w, "present", "roller skates")),
    ("Which present did Hamish get?", lambda w: w["present"]["Hamish"]),
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
