#!/usr/bin/env python3
"""Brute force for t06_lost_property.txt (railway station lost-property log and handover note)."""
import itertools
import sys

NAMES = ["umbrella", "trombone", "false teeth", "cool box"]
TIMES = ["07:42", "09:15", "13:05", "17:58"]
CATEGORIES = {
    "time": TIMES,                      # time handed in
    "plat": [1, 2, 3, 4],               # platform found on
    "finder": ["Gary", "Deb", "Marek", "Shona"],
}


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


CLUES = [
    # 1. Shona's item came in before Marek's.
    lambda w: mins(at(w, "finder", "Shona", "time")) < mins(at(w, "finder", "Marek", "time")),
    # 2. Whatever was found on Pl.4 came in 1hr 33 after the umbrella.
    lambda w: mins(at(w, "plat", 4, "time")) == mins(w["time"]["umbrella"]) + 93,
    # 3. Marek found either the trombone or the teeth
    lambda w: w["finder"]["trombone"] == "Marek" or w["finder"]["false teeth"] == "Marek",
    # 4. The Pl.1 item came in later than the Pl.2 item.
    lambda w: mins(at(w, "plat", 1, "time")) > mins(at(w, "plat", 2, "time")),
    # 5. The teeth came in before the cool box.
    lambda w: mins(w["time"]["false teeth"]) < mins(w["time"]["cool box"]),
    # 6. Deb's find came in before Gary's (Gary disputes this, but it's in the book).
    lambda w: mins(at(w, "finder", "Deb", "time")) < mins(at(w, "finder", "Gary", "time")),
    # 7. Brolly wasn't found on Pl.2.
    lambda w: w["plat"]["umbrella"] != 2,
    # 8. Gary's item came in before Shona's.
    lambda w: mins(at(w, "finder", "Gary", "time")) < mins(at(w, "finder", "Shona", "time")),
]

QUESTIONS = [
    ("Who found the false teeth?", lambda w: w["finder"]["false teeth"]),
    ("What time was the cool box handed in?", lambda w: w["time"]["cool box"]),
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
