#!/usr/bin/env python3
"""Brute force for v02_caravan_warden.txt (caravan site warden's handover notes)."""
import itertools
import sys

NAMES = ["Hendersons", "Okafors", "Mrs Pryce", "Steve"]
CATEGORIES = {
    "pitch": [1, 2, 3, 4],            # hardstandings along the hedge, 1 nearest the shower block
    "van": ["Bailey", "Swift", "Elddis", "Lunar"],
    "nights": [2, 3, 5, 7],
}

CLUES = [
    # 1. the Swift is on the pitch next up from the Hendersons (one number higher)
    lambda w: at(w, "van", "Swift", "pitch") == w["pitch"]["Hendersons"] + 1,
    # 2. Mrs Pryce is staying two nights longer than the Elddis
    lambda w: w["nights"]["Mrs Pryce"] == at(w, "van", "Elddis", "nights") + 2,
    # 3. the Lunar is here for the fewest nights
    lambda w: at(w, "van", "Lunar", "nights") == 2,
    # 4. the Okafors are not next to Steve
    lambda w: abs(w["pitch"]["Okafors"] - w["pitch"]["Steve"]) != 1,
    # 5. whoever is on pitch 2 is in for 7 nights
    lambda w: at(w, "pitch", 2, "nights") == 7,
    # 6. the Hendersons are staying longer than the Okafors
    lambda w: w["nights"]["Hendersons"] > w["nights"]["Okafors"],
    # 7. the Okafors are nearer the shower block than the Lunar
    lambda w: w["pitch"]["Okafors"] < at(w, "van", "Lunar", "pitch"),
]

QUESTIONS = [
    ("Which pitch are the Okafors on?", lambda w: str(w["pitch"]["Okafors"])),
    ("Who's got the Bailey?", lambda w: who(w, "van", "Bailey")),
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
