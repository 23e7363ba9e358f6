#!/usr/bin/env python3
"""Brute force for w10_fight_card.txt (a boxing coach's message about the club fight card)."""
import itertools
import sys

NAMES = ["Dre", "Izzy", "Tommy", "Nadia", "Manny"]
CATEGORIES = {
    "bout": [1, 2, 3, 4, 5],                       # running order, 1 opens the card
    "lbs": [112, 125, 141, 152, 178],
    "opp": ["Camden", "Reading", "Chester", "Trenton", "Allentown"],   # where the opponent is from
}

CLUES = [
    # 1. Dre is the main event, last bout of the night
    lambda w: w["bout"]["Dre"] == 5,
    # 2. our lightest opens the card
    lambda w: at(w, "lbs", 112, "bout") == 1,
    # 3. Izzy goes right after Tommy
    lambda w: w["bout"]["Izzy"] == w["bout"]["Tommy"] + 1,
    # 4. whoever's got the Trenton kid goes on right before our 125-pounder
    lambda w: at(w, "opp", "Trenton", "bout") == at(w, "lbs", 125, "bout") - 1,
    # 5. the Camden bout is the middle one, bout 3
    lambda w: at(w, "opp", "Camden", "bout") == 3,
    # 6. Manny's our heaviest
    lambda w: w["lbs"]["Manny"] == 178,
    # 7. the 152 fights later than the 178
    lambda w: at(w, "lbs", 152, "bout") > at(w, "lbs", 178, "bout"),
    # 8. Manny and Tommy are not back to back
    lambda w: abs(w["bout"]["Manny"] - w["bout"]["Tommy"]) != 1,
    # 9. the Chester bout is two before the Camden bout
    lambda w: at(w, "opp", "Chester", "bout") == at(w, "opp", "Camden", "bout") - 2,
    # 10. Nadia goes right before Manny
    lambda w: w["bout"]["Nadia"] == w["bout"]["Manny"] - 1,
    # 11. the Reading bout is later than the Allentown bout
    lambda w: at(w, "opp", "Reading", "bout") > at(w, "opp", "Allentown", "bout"),
]

QUESTIONS = [
    ("Who's fighting the kid from Allentown?", lambda w: who(w, "opp", "Allentown")),
    ("What does Tommy weigh in at?", lambda w: "%d lbs" % w["lbs"]["Tommy"]),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation of its values.
# A clue that looks at a category not yet filled in is put off until it is
# (that only prunes the search; every clue is checked on every full world).
# ---------------------------------------------------------------------------
class Pending(Exception):
    pass


class World(dict):
    def __missing__(self, key):
        raise Pending(key)


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
    keys = list(CATEGORIES)
    perms = {k: [dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys}
    sols = []

    def rec(depth, w, waiting):
        if depth == len(keys):
            if not waiting:
                sols.append({k: dict(w[k]) for k in keys})
            return
        k = keys[depth]
        for p in perms[k]:
            w[k] = p
            still = []
            ok = True
            for c in waiting:
                try:
                    if not c(w):
                        ok = False
                        break
                except Pending:
                    still.append(c)
            if ok:
                rec(depth + 1, w, still)
            del w[k]

    rec(0, World(), active)
    return sols


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
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if "--all" in argv:
        for w in sols:
            show(w)
            print()
    elif sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
