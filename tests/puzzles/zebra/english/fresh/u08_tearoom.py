#!/usr/bin/env python3
"""Brute force for u08_tearoom.txt (tea-room waitress's note about a spoiled order pad)."""
import itertools
import sys

NAMES = ["Pam", "Mr Haddon", "Mrs Ogunleye", "the Fairweathers"]
CATEGORIES = {
    "table": [1, 2, 3, 4],             # along the window, 1 = by the door
    "order": ["cream tea", "Welsh rarebit", "toasted teacake", "soup and a roll"],
    "bill": [450, 620, 780, 940],      # pence
}


def t(w, cat, val):
    return at(w, cat, val, "table")


CLUES = [
    # 1. The Fairweathers' bill was the biggest.
    lambda w: w["bill"]["the Fairweathers"] == 940,
    # 2. Pam was on table 1 by the door.
    lambda w: w["table"]["Pam"] == 1,
    # 3. The rarebit went to one of the end tables.
    lambda w: t(w, "order", "Welsh rarebit") in (1, 4),
    # 4. Mr Haddon paid £1.60 less than whoever had the rarebit.
    lambda w: w["bill"]["Mr Haddon"] == at(w, "order", "Welsh rarebit", "bill") - 160,
    # 5. The teacake was the cheapest.
    lambda w: at(w, "order", "toasted teacake", "bill") == 450,
    # 6. Mr Haddon was nearer the door than the Fairweathers.
    lambda w: w["table"]["Mr Haddon"] < w["table"]["the Fairweathers"],
    # 7. Mr Haddon didn't have the cream tea.
    lambda w: w["order"]["Mr Haddon"] != "cream tea",
    # 8. Pam's bill was smaller than Mr Haddon's.
    lambda w: w["bill"]["Pam"] < w["bill"]["Mr Haddon"],
    # 9. The Fairweathers weren't at either end.
    lambda w: w["table"]["the Fairweathers"] not in (1, 4),
]

QUESTIONS = [
    ("Which table had the rarebit?", lambda w: "table %d" % t(w, "order", "Welsh rarebit")),
    ("What did the Fairweathers have?", lambda w: w["order"]["the Fairweathers"]),
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
