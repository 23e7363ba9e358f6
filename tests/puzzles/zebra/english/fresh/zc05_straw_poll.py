#!/usr/bin/env python3
"""Brute force for zc05_straw_poll.txt (village scarecrow trail, plain grid)."""
import itertools
import sys

NAMES = ["Beryl", "Clive", "Dorothy", "Neville", "Shirley"]
WOMEN = ("Beryl", "Dorothy", "Shirley")
CATEGORIES = {
    "scarecrow": ["Lady Marigold", "Mr Turnip", "Old Tom", "Scarlet", "Worzel"],
    "costume": ["astronaut", "bride", "footballer", "pirate", "vicar"],
}


CLUES = [
    # 1. Clive's scarecrow wore a wedding dress, but it wasn't called Scarlet.
    lambda w: w["costume"]["Clive"] == "bride" and w["scarecrow"]["Clive"] != "Scarlet",
    # 2. The pirate, which was made by neither Beryl nor Shirley, wasn't Worzel either.
    lambda w: who(w, "costume", "pirate") not in ("Beryl", "Shirley") and at(w, "costume", "pirate", "scarecrow") != "Worzel",
    # 3. Mr Turnip sported a dog collar, having been dressed as the vicar.
    lambda w: at(w, "scarecrow", "Mr Turnip", "costume") == "vicar",
    # 4. Dorothy's entry was either Mr Turnip or the astronaut.
    lambda w: w["scarecrow"]["Dorothy"] == "Mr Turnip" or w["costume"]["Dorothy"] == "astronaut",
    # 5. Old Tom, who was not the footballer, was the work of one of the three women.
    lambda w: at(w, "scarecrow", "Old Tom", "costume") != "footballer" and who(w, "scarecrow", "Old Tom") in WOMEN,
    # 6. Lady Marigold was made by neither Shirley nor Neville.
    lambda w: "Lady Marigold" not in (w["scarecrow"]["Shirley"], w["scarecrow"]["Neville"]),
    # 7. The astronaut stood outside either Beryl's gate or Neville's.
    lambda w: who(w, "costume", "astronaut") in ("Beryl", "Neville"),
]


QUESTIONS = [
    ('Who made Old Tom?', lambda w: who(w, "scarecrow", "Old Tom")),
    ('What was Scarlet dressed as?', lambda w: at(w, "scarecrow", "Scarlet", "costume")),
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
