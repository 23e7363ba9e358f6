#!/usr/bin/env python3
"""Brute force for o04_loco_spotting.txt (train enthusiasts' forum post)."""
import itertools
import sys

NAMES = ["Gareth", "Nigel", "Priya", "Tom"]
CATEGORIES = {
    "loco": ["Class 37", "Class 47", "Class 66", "Class 90"],
    "station": ["Crewe", "Doncaster", "Carlisle", "Reading"],
    "time": ["07:45", "09:10", "11:30", "14:05"],
}


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


CLUES = [
    # 1. Tom's sighting was an hour and 25 minutes after Nigel's.
    lambda w: mins(w["time"]["Tom"]) == mins(w["time"]["Nigel"]) + 85,
    # 2. The 90 was the last thing anyone logged all day.
    lambda w: mins(at(w, "loco", "Class 90", "time")) == max(mins(t) for t in CATEGORIES["time"]),
    # 3. The Carlisle sighting came earlier than the Crewe one.
    lambda w: mins(at(w, "station", "Carlisle", "time")) < mins(at(w, "station", "Crewe", "time")),
    # 4. Gareth was at neither Reading nor Crewe.
    lambda w: w["station"]["Gareth"] not in ("Reading", "Crewe"),
    # 5. The 66 was seen at Doncaster.
    lambda w: at(w, "loco", "Class 66", "station") == "Doncaster",
    # 6. The 47 was spotted before the 37.
    lambda w: mins(at(w, "loco", "Class 47", "time")) < mins(at(w, "loco", "Class 37", "time")),
    # 7. The 66 was the first loco logged that day.
    lambda w: mins(at(w, "loco", "Class 66", "time")) == min(mins(t) for t in CATEGORIES["time"]),
]

QUESTIONS = [
    ("Which class did Priya see?", lambda w: w["loco"]["Priya"]),
    ("What time was the Doncaster sighting?", lambda w: at(w, "station", "Doncaster", "time")),
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
