#!/usr/bin/env python3
"""Brute force for q12_planet_models.txt (science teacher's worksheet)."""
import itertools
import sys

NAMES = ["Amir", "Becky", "Callum", "Dani", "Evie"]
ORDER = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn"]   # nearest the Sun first
CATEGORIES = {
    "planet": ORDER,
    "material": ["polystyrene", "clay", "papier-mâché", "balloon", "felt"],
}


def out(w, n):
    """How far out from the Sun n's planet is (bigger = further)."""
    return ORDER.index(w["planet"][n])


def outm(w, m):
    return out(w, who(w, "material", m))


CLUES = [
    # 1. The clay model is of a planet closer to the Sun than Dani's.
    lambda w: outm(w, "clay") < out(w, "Dani"),
    # 2. Amir's planet is further from the Sun than Evie's, but not as far out as Callum's.
    lambda w: out(w, "Evie") < out(w, "Amir") < out(w, "Callum"),
    # 3. Neither Evie nor Callum used polystyrene or clay.
    lambda w: all(w["material"][n] not in ("polystyrene", "clay") for n in ("Evie", "Callum")),
    # 4. The balloon was used for a planet closer to the Sun than the felt one.
    lambda w: outm(w, "balloon") < outm(w, "felt"),
    # 5. Evie's planet is further out than Dani's.
    lambda w: out(w, "Evie") > out(w, "Dani"),
    # 6. The polystyrene planet is further from the Sun than the felt one.
    lambda w: outm(w, "polystyrene") > outm(w, "felt"),
]

QUESTIONS = [
    ("Which planet did Callum make?", lambda w: w["planet"]["Callum"]),
    ("What did Becky make her model out of?", lambda w: w["material"]["Becky"]),
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
