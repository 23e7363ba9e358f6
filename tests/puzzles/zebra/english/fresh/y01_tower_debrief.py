#!/usr/bin/env python3
"""Brute force for y01_tower_debrief.txt (air traffic control instructor's debrief sheet)."""
import itertools
import sys

NAMES = ["Speedbird 42", "Shamrock 7", "Easy 19", "Lufthansa 3", "Logan 6"]
CATEGORIES = {
    "type": ["A320", "737", "A350", "787", "ATR 72"],
    "time": [641, 643, 646, 648, 652],     # touchdown time, hhmm
}
ORDER = sorted(CATEGORIES["time"])


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%02d:%02d" % (t // 100, t % 100)


CLUES = [
    # 1. The first one down was one of the two Boeings.
    lambda w: at(w, "time", 641, "type") in ("737", "787"),
    # 2. The A350 landed somewhere ahead of Shamrock 7.
    lambda w: at(w, "type", "A350", "time") < w["time"]["Shamrock 7"],
    # 3. Lufthansa 3 landed either two minutes before or two minutes after the 737.
    lambda w: abs(mins(w["time"]["Lufthansa 3"]) - mins(at(w, "type", "737", "time"))) == 2,
    # 4. The ATR came in straight after the A320, nobody in between.
    lambda w: ORDER.index(at(w, "type", "ATR 72", "time"))
              == ORDER.index(at(w, "type", "A320", "time")) + 1,
    # 5. Shamrock 7 touched down five minutes after Logan 6.
    lambda w: mins(w["time"]["Shamrock 7"]) == mins(w["time"]["Logan 6"]) + 5,
    # 6. Easy 19 was the last one in.
    lambda w: w["time"]["Easy 19"] == 652,
    # 7. Logan 6 was neither the first nor the last to land.
    lambda w: w["time"]["Logan 6"] not in (641, 652),
]

QUESTIONS = [
    ("What type was Easy 19?", lambda w: w["type"]["Easy 19"]),
    ("What time did Lufthansa 3 land?", lambda w: hhmm(w["time"]["Lufthansa 3"])),
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
