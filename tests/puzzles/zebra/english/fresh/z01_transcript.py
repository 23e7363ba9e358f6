#!/usr/bin/env python3
"""Brute force for z01_transcript.txt (paralegal's note with a deposition transcript)."""
import itertools
import sys

NAMES = ["Mr. Dwyer", "Mrs. Kowalski", "Pastor Reyes", "Ms. Tran"]
CATEGORIES = {
    "space": [1, 2, 3, 4],                       # spaces numbered from the side door
    "car": ["Buick", "F-150", "Civic", "Outback"],
    "arrived": [850, 905, 915, 930],             # hhmm
}


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%d:%02d" % (t // 100, t % 100)


CLUES = [
    # 1. Q. Of the four people who parked in that row, who was the first to arrive? A. Pastor Reyes. He's always first, he unlocks.
    lambda w: w["arrived"]["Pastor Reyes"] == 850,
    # 2. Q. And where did he park? A. At one end of that row. One of the two end spaces.
    lambda w: w["space"]["Pastor Reyes"] in (1, 4),
    # 3. Q. Now the Subaru, the Outback. Where was that parked? A. Right beside the truck. The Ford. They were right next to each other.
    lambda w: abs(at(w, "car", "Outback", "space") - at(w, "car", "F-150", "space")) == 1,
    # 4. Q. Who was the last of the four to get there? A. Ms. Tran. She's always the last one in.
    lambda w: w["arrived"]["Ms. Tran"] == 930,
    # 5. Q. What does Mrs. Kowalski drive? A. It's either the Civic or the Buick. It's not the truck and it's not the Subaru.
    lambda w: w["car"]["Mrs. Kowalski"] in ("Civic", "Buick"),
    # 6. Q. The car in space number 4? A. That one pulled in fifteen minutes after the Buick did.
    lambda w: mins(at(w, "space", 4, "arrived")) == mins(at(w, "car", "Buick", "arrived")) + 15,
    # 7. Q. Between the truck and the Outback, which got there first? A. The truck. The truck was there before the Outback.
    lambda w: at(w, "car", "F-150", "arrived") < at(w, "car", "Outback", "arrived"),
    # 8. Q. Did Mr. Dwyer park next to Pastor Reyes? A. Yes. Right next to him.
    lambda w: abs(w["space"]["Mr. Dwyer"] - w["space"]["Pastor Reyes"]) == 1,
    # 9. Q. And Mrs. Kowalski, did she arrive before or after Mr. Dwyer? A. Before. She was there before him.
    lambda w: w["arrived"]["Mrs. Kowalski"] < w["arrived"]["Mr. Dwyer"],
]

QUESTIONS = [
    ("Which car was in space 3?", lambda w: at(w, "space", 3, "car")),
    ("Who owned the F-150?", lambda w: who(w, "car", "F-150")),
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
