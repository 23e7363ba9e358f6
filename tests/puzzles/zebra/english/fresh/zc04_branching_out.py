#!/usr/bin/env python3
"""Brute force for zc04_branching_out.txt (tree surgeons, plain grid)."""
import itertools
import sys

NAMES = ["Dai", "Fergus", "Nadia", "Owen"]
CATEGORIES = {
    "tree": ["ash", "beech", "horse chestnut", "sycamore"],
    "street": ["Church Walk", "Mill Road", "Orchard Close", "Station Hill"],
    "job": ["crown reduction", "deadwooding", "felling", "pollarding"],
}


CLUES = [
    # 1. The sycamore, which was not the one in Mill Road, was felled.
    lambda w: at(w, "tree", "sycamore", "street") != "Mill Road" and at(w, "tree", "sycamore", "job") == "felling",
    # 2. Nadia, who wasn't sent to Station Hill, didn't work on the beech or the ash.
    lambda w: w["street"]["Nadia"] != "Station Hill" and w["tree"]["Nadia"] not in ("beech", "ash"),
    # 3. The pollarding was done in Mill Road, though not by Fergus.
    lambda w: at(w, "job", "pollarding", "street") == "Mill Road" and w["job"]["Fergus"] != "pollarding",
    # 4. The horse chestnut was not pollarded, and Owen's tree wasn't the one in Orchard Close.
    lambda w: at(w, "tree", "horse chestnut", "job") != "pollarding" and w["street"]["Owen"] != "Orchard Close",
    # 5. Fergus spent the day on Station Hill, where he wasn't felling anything.
    lambda w: w["street"]["Fergus"] == "Station Hill" and w["job"]["Fergus"] != "felling",
    # 6. The sycamore was tackled either by Dai or by whoever went to Church Walk, but not by
    # both.
    lambda w: (w["tree"]["Dai"] == "sycamore") != (at(w, "street", "Church Walk", "tree") == "sycamore"),
    # 7. The crown reduction was carried out on the beech.
    lambda w: at(w, "job", "crown reduction", "tree") == "beech",
    # 8. The tree in Church Walk needed deadwooding.
    lambda w: at(w, "street", "Church Walk", "job") == "deadwooding",
]


QUESTIONS = [
    ('Which tree did Nadia work on?', lambda w: w["tree"]["Nadia"]),
    ('Where was the beech?', lambda w: at(w, "tree", "beech", "street")),
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
