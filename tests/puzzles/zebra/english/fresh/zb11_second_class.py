#!/usr/bin/env python3
"""Brute force for zb11_second_class.txt (post office queue, ordered by position)."""
import itertools
import sys

TITLE = "SECOND CLASS"
INTRO = ("At ten to nine on the Monday before Christmas there were already five people "
         "queuing outside Pillsworth post office, each clutching a parcel for a "
         "relative. Counting from the door, the 1st, 2nd, 3rd, 4th and 5th places in the "
         "queue were taken by Audrey, Bill, Colette, Desmond and Maisie in some order, and their parcels were bound for five different cities: Auckland, "
         "Cardiff, Lagos, Montreal and Oslo. Who stood where, and where was each parcel "
         "going?")

NAMES = ["Audrey", "Bill", "Colette", "Desmond", "Maisie"]
CATEGORIES = {
    "place": [1, 2, 3, 4, 5],     # 1 = front of the queue
    "parcel": ["Auckland", "Cardiff", "Lagos", "Montreal", "Oslo"],
}
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th"}

CLUES = [
    # 1. The Montreal parcel was somewhere behind Audrey.
    lambda w: at(w, "parcel", "Montreal", "place") > w["place"]["Audrey"],
    # 2. Maisie stood immediately in front of the person posting to Lagos.
    lambda w: at(w, "parcel", "Lagos", "place") == w["place"]["Maisie"] + 1,
    # 3. The Auckland parcel was two places further back than the Oslo one.
    lambda w: at(w, "parcel", "Auckland", "place") == at(w, "parcel", "Oslo", "place") + 2,
    # 4. Desmond, whose parcel was going to neither Lagos nor Oslo, was three places in front of Colette.
    lambda w: w["parcel"]["Desmond"] not in ("Lagos", "Oslo")
              and w["place"]["Desmond"] == w["place"]["Colette"] - 3,
    # 5. The five were Colette, the person at the very back, the one sending a parcel to Cardiff, the one posting to Oslo, and Audrey.
    lambda w: len({"Colette", who(w, "place", 5), who(w, "parcel", "Cardiff"),
                   who(w, "parcel", "Oslo"), "Audrey"}) == 5,
]

QUESTIONS = [
    ("Who was 3rd in the queue?", lambda w: who(w, "place", 3)),
    ("Where was Colette's parcel going?", lambda w: w["parcel"]["Colette"]),
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
