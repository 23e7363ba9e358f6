#!/usr/bin/env python3
"""Brute force for v05_charity_shop.txt (charity shop manager's email to volunteers)."""
import itertools
import sys

NAMES = ["Maureen", "Gordon", "Ayesha", "Frank", "Lily"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "day": DAYS,
    "job": ["books", "bric-a-brac", "till", "sorting room", "window display"],
}


def d(w, n):
    return DAYS.index(w["day"][n])


CLUES = [
    # 1. Gordon comes in the day after whoever is on the till
    lambda w: d(w, "Gordon") == d(w, who(w, "job", "till")) + 1,
    # 2. Ayesha comes in earlier in the week than Frank
    lambda w: d(w, "Ayesha") < d(w, "Frank"),
    # 3. the window display is done on Friday
    lambda w: at(w, "job", "window display", "day") == "Friday",
    # 4. Lily is on books or in on Monday, but not both
    lambda w: (w["job"]["Lily"] == "books") != (w["day"]["Lily"] == "Monday"),
    # 5. Maureen is neither on the till nor in the sorting room
    lambda w: w["job"]["Maureen"] not in ("till", "sorting room"),
    # 6. the sorting room is done two days before the bric-a-brac
    lambda w: d(w, who(w, "job", "sorting room")) + 2 == d(w, who(w, "job", "bric-a-brac")),
    # 7. Frank comes in the day after Lily
    lambda w: d(w, "Frank") == d(w, "Lily") + 1,
]

QUESTIONS = [
    ("Who's doing the window?", lambda w: who(w, "job", "window display")),
    ("What day is Ayesha in?", lambda w: w["day"]["Ayesha"]),
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
