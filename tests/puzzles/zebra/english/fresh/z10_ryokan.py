#!/usr/bin/env python3
"""Brute force for z10_ryokan.txt (Kyoto ryokan okami's practice note to a new room attendant)."""
import itertools
import sys

NAMES = ["the Yamamoto family", "the Schneiders", "Ms Ishida", "the Park party", "Mr Okada"]
CATEGORIES = {
    "room": [1, 2, 3, 4, 5],                        # along the corridor from the entrance
    "dinner": [1730, 1800, 1830, 1900, 1930],       # hhmm
}
ROOM = {1: "Ume", 2: "Sakura", 3: "Kiku", 4: "Matsu", 5: "Fuji"}


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%d:%02d" % (t // 100, t % 100)


CLUES = [
    # 1. Mr Okada is in Kiku, as always.
    lambda w: w["room"]["Mr Okada"] == 3,
    # 2. The Schneiders will eat first of all the guests.
    lambda w: w["dinner"]["the Schneiders"] == 1730,
    # 3. Ms Ishida's room is next to the Schneiders' room.
    lambda w: abs(w["room"]["Ms Ishida"] - w["room"]["the Schneiders"]) == 1,
    # 4. The Yamamoto family eat thirty minutes after the Schneiders.
    lambda w: mins(w["dinner"]["the Yamamoto family"]) - mins(w["dinner"]["the Schneiders"]) == 30,
    # 5. The guests in Kiku eat one and a half hours after the guests in Matsu.
    lambda w: mins(at(w, "room", 3, "dinner")) - mins(at(w, "room", 4, "dinner")) == 90,
    # 6. Ms Ishida eats later than the Park party.
    lambda w: w["dinner"]["Ms Ishida"] > w["dinner"]["the Park party"],
    # 7. The guests in Fuji eat earlier than the guests in Ume.
    lambda w: at(w, "room", 5, "dinner") < at(w, "room", 1, "dinner"),
]

QUESTIONS = [
    ("Which room is the Park party in?", lambda w: ROOM[w["room"]["the Park party"]]),
    ("What time does Ms Ishida eat?", lambda w: hhmm(w["dinner"]["Ms Ishida"])),
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
