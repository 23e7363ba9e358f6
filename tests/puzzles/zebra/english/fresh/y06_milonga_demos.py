#!/usr/bin/env python3
"""Brute force for y06_milonga_demos.txt (Buenos Aires milonga organiser's Facebook event post)."""
import itertools
import sys

NAMES = ["Lucía", "Mariano", "Sofía", "Gustavo", "Inés"]
SLOTS = ["23:00", "23:30", "00:00", "00:30", "01:00"]
CATEGORIES = {
    "orchestra": ["D'Arienzo", "Di Sarli", "Pugliese", "Troilo", "Biagi"],
    "time": SLOTS,                  # start of each demo, the night running past midnight
}


def t(w, n):
    """Minutes after 23:00."""
    return SLOTS.index(w["time"][n]) * 30


def ot(w, orch):
    return t(w, who(w, "orchestra", orch))


CLUES = [
    # 1. Sofía closed the night (last demo)
    lambda w: w["time"]["Sofía"] == "01:00",
    # 2. the D'Arienzo demo was exactly one hour after the Di Sarli one
    lambda w: ot(w, "D'Arienzo") == ot(w, "Di Sarli") + 60,
    # 3. Inés did not open
    lambda w: w["time"]["Inés"] != "23:00",
    # 4. Lucía danced half an hour after Inés
    lambda w: t(w, "Lucía") == t(w, "Inés") + 30,
    # 5. Gustavo danced neither Troilo nor Biagi
    lambda w: w["orchestra"]["Gustavo"] not in ("Troilo", "Biagi"),
    # 6. the Troilo came somewhere after the Pugliese
    lambda w: ot(w, "Troilo") > ot(w, "Pugliese"),
    # 7. Gustavo wasn't on until after the midnight demo
    lambda w: t(w, "Gustavo") > 60,
    # 8. we opened with Biagi
    lambda w: at(w, "time", "23:00", "orchestra") == "Biagi",
]

QUESTIONS = [
    ("Who danced to Troilo?", lambda w: who(w, "orchestra", "Troilo")),
    ("At what time did Gustavo dance?", lambda w: w["time"]["Gustavo"]),
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
