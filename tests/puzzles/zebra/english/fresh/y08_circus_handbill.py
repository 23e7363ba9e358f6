#!/usr/bin/env python3
"""Brute force for y08_circus_handbill.txt (1920s travelling circus handbill's challenge)."""
import itertools
import sys

NAMES = ["Madame Zelda", "Señor Castellano", "Miss Ada Pryce", "Captain Hardcastle"]
TURNS = ["first", "second", "third", "fourth"]
CATEGORIES = {
    "act": ["lions", "high wire", "knife-throwing", "ponies"],
    "turn": TURNS,                     # place in the programme
    "age": [19, 24, 37, 52],
}


def p(w, n):
    return TURNS.index(w["turn"][n]) + 1


def pa(w, act):
    return p(w, who(w, "act", act))


CLUES = [
    # I.   The youngest of the four opens the programme.
    lambda w: at(w, "age", 19, "turn") == "first",
    # II.  The lions follow directly upon the high wire.
    lambda w: pa(w, "lions") == pa(w, "high wire") + 1,
    # III. Madame Zelda neither tames the lions nor throws the knives.
    lambda w: w["act"]["Madame Zelda"] not in ("lions", "knife-throwing"),
    # IV.  Señor Castellano is 13 years older than Madame Zelda.
    lambda w: w["age"]["Señor Castellano"] == w["age"]["Madame Zelda"] + 13,
    # V.   The knife-throwing comes somewhere after Captain Hardcastle's turn.
    lambda w: pa(w, "knife-throwing") > p(w, "Captain Hardcastle"),
    # VI.  Captain Hardcastle does not open the programme.
    lambda w: w["turn"]["Captain Hardcastle"] != "first",
    # VII. Madame Zelda appears two turns after Captain Hardcastle.
    lambda w: p(w, "Madame Zelda") == p(w, "Captain Hardcastle") + 2,
]

QUESTIONS = [
    ("Who throws the knives?", lambda w: who(w, "act", "knife-throwing")),
    ("How old is Madame Zelda?", lambda w: str(w["age"]["Madame Zelda"])),
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
