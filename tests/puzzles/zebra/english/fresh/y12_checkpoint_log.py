#!/usr/bin/env python3
"""Brute force for y12_checkpoint_log.txt (Alaskan sled-dog race checkpoint volunteer's log)."""
import itertools
import sys

NAMES = ["Jessie", "Ole", "Brent", "Marisol"]
CATEGORIES = {
    "leader": ["Juneau", "Pepper", "Tank", "Sitka"],     # lead dog
    "time": [214, 350, 505, 732],                       # in at the checkpoint, hhmm, a.m.
    "dogs": [9, 11, 12, 14],                            # dogs in harness on arrival
}


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%02d:%02d" % (t // 100, t % 100)


def lt(w, dog):
    return mins(at(w, "leader", dog, "time"))


CLUES = [
    # 1. The team with Pepper up front got in 1 hr 15 min after the team led by Sitka.
    lambda w: lt(w, "Pepper") == lt(w, "Sitka") + 75,
    # 2. Brent was the last of the four in.
    lambda w: w["time"]["Brent"] == 732,
    # 3. Marisol came in with 2 more dogs than Ole.
    lambda w: w["dogs"]["Marisol"] == w["dogs"]["Ole"] + 2,
    # 4. Sitka isn't Ole's leader, and she isn't Brent's either.
    lambda w: w["leader"]["Ole"] != "Sitka" and w["leader"]["Brent"] != "Sitka",
    # 5. Juneau's team had more dogs than Pepper's, but fewer than Tank's.
    lambda w: at(w, "leader", "Pepper", "dogs") < at(w, "leader", "Juneau", "dogs") < at(w, "leader", "Tank", "dogs"),
    # 6. Jessie pulled in after Marisol but before Brent.
    lambda w: w["time"]["Marisol"] < w["time"]["Jessie"] < w["time"]["Brent"],
    # 7. The 11-dog team got in later than the 14-dog team.
    lambda w: at(w, "dogs", 11, "time") > at(w, "dogs", 14, "time"),
]

QUESTIONS = [
    ("Whose lead dog is Pepper?", lambda w: who(w, "leader", "Pepper")),
    ("What time did Ole get in?", lambda w: hhmm(w["time"]["Ole"])),
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
