#!/usr/bin/env python3
"""Brute force for u01_removals.txt (removal firm dispatcher's job sheet)."""
import itertools
import sys

NAMES = ["Gaz", "Dean", "Kwame", "Tomasz"]
CATEGORIES = {
    "job": ["Jubilee Court", "Mill Lane", "High St", "Elm Farm"],
    "time": [450, 480, 540, 630],      # minutes after midnight: 7.30, 8.00, 9.00, 10.30
    "van": ["18-tonner", "7.5", "Luton", "Transit"],
}


def hm(m):
    return "%d.%02d" % (m // 60, m % 60)


CLUES = [
    # 1. Elm Farm is first out of the yard.
    lambda w: at(w, "job", "Elm Farm", "time") == min(CATEGORIES["time"]),
    # 2. Dean isn't leaving before 10 (van MOT first thing).
    lambda w: w["time"]["Dean"] >= 600,
    # 3. Jubilee Court gets the Transit.
    lambda w: at(w, "job", "Jubilee Court", "van") == "Transit",
    # 4. Kwame leaves half an hour after the 18-tonner.
    lambda w: w["time"]["Kwame"] == at(w, "van", "18-tonner", "time") + 30,
    # 5. Gaz is in neither the 7.5 nor the Luton.
    lambda w: w["van"]["Gaz"] not in ("7.5", "Luton"),
    # 6. The office goes out before Mill Lane.
    lambda w: at(w, "job", "High St", "time") < at(w, "job", "Mill Lane", "time"),
    # 7. Kwame isn't insured on the Luton.
    lambda w: w["van"]["Kwame"] != "Luton",
    # 8. The Luton leaves before the Transit.
    lambda w: at(w, "van", "Luton", "time") < at(w, "van", "Transit", "time"),
]

QUESTIONS = [
    ("Who's on Mill Lane?", lambda w: who(w, "job", "Mill Lane")),
    ("Which van is the office getting?", lambda w: at(w, "job", "High St", "van")),
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
