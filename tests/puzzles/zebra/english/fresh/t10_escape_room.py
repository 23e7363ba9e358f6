#!/usr/bin/env python3
"""Brute force for t10_escape_room.txt (escape room hint card)."""
import itertools
import sys

NAMES = ["Dr Vance", "Igor", "Nurse Hollow", "Mr Blink"]
CATEGORIES = {
    "locker": [1, 2, 3, 4],            # left to right along the wall
    "lock": ["red", "green", "blue", "yellow"],
    "tag": [3, 5, 8, 9],
}


def lk(w, col):
    return at(w, "lock", col, "locker")


CLUES = [
    # 1. The red padlock is directly left of the yellow one.
    lambda w: lk(w, "yellow") == lk(w, "red") + 1,
    # 2. Igor's tag has the biggest number ("Igor always has to have the most of everything").
    lambda w: w["tag"]["Igor"] == 9,
    # 3. Mr Blink's locker is not next to Igor's.
    lambda w: abs(w["locker"]["Mr Blink"] - w["locker"]["Igor"]) != 1,
    # 4. The blue padlock's number is 3 more than the yellow padlock's.
    lambda w: at(w, "lock", "blue", "tag") == at(w, "lock", "yellow", "tag") + 3,
    # 5. Nurse Hollow's padlock is not blue or yellow.
    lambda w: w["lock"]["Nurse Hollow"] not in ("blue", "yellow"),
    # 6. Dr Vance's locker is somewhere to the right of Nurse Hollow's.
    lambda w: w["locker"]["Dr Vance"] > w["locker"]["Nurse Hollow"],
    # 7. The code starts with its biggest digit (code = tags left to right, so locker 1 has the 9).
    lambda w: at(w, "locker", 1, "tag") == 9,
    # 8. Mr Blink's number is higher than Dr Vance's.
    lambda w: w["tag"]["Mr Blink"] > w["tag"]["Dr Vance"],
]

QUESTIONS = [
    ("Whose locker has the blue padlock?", lambda w: who(w, "lock", "blue")),
    ("What is the code?", lambda w: "".join(str(w["tag"][who(w, "locker", i)]) for i in (1, 2, 3, 4))),
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
