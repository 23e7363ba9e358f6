#!/usr/bin/env python3
"""Brute force for zb07_lost_in_translation.txt (translation agency, days of the week)."""
import itertools
import sys

TITLE = "LOST IN TRANSLATION"
INTRO = ("Last week the Babel Street translation agency sent out four rush jobs to its "
         "freelancers, Gemma, Howard, Lydia and Martin. Each worked from a different "
         "language (Dutch, Greek, Japanese or Polish) on a different document (a contract, "
         "an instruction manual, a restaurant menu or a wedding speech), and the four "
         "finished translations came back on four different days: Monday, Tuesday, "
         "Wednesday and Thursday. Who translated what, and when was it delivered?")

NAMES = ["Gemma", "Howard", "Lydia", "Martin"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]
CATEGORIES = {
    "day": [0, 1, 2, 3],          # index into DAYS
    "language": ["Dutch", "Greek", "Japanese", "Polish"],
    "document": ["contract", "instruction manual", "restaurant menu", "wedding speech"],
}

CLUES = [
    # 1. The Japanese translation came in the day after the restaurant menu.
    lambda w: at(w, "language", "Japanese", "day") == at(w, "document", "restaurant menu", "day") + 1,
    # 2. Howard delivered his work later in the week than Gemma.
    lambda w: w["day"]["Howard"] > w["day"]["Gemma"],
    # 3. The wedding speech, which was not translated from Dutch, arrived two days after Lydia's job.
    lambda w: at(w, "document", "wedding speech", "language") != "Dutch"
              and at(w, "document", "wedding speech", "day") == w["day"]["Lydia"] + 2,
    # 4. The contract was returned later in the week than the instruction manual.
    lambda w: at(w, "document", "contract", "day") > at(w, "document", "instruction manual", "day"),
    # 5. Either Gemma translated from Polish or Lydia translated from Japanese, but not both.
    lambda w: (w["language"]["Gemma"] == "Polish") != (w["language"]["Lydia"] == "Japanese"),
    # 6. The menu went to neither Gemma nor Howard.
    lambda w: w["document"]["Gemma"] != "restaurant menu" and w["document"]["Howard"] != "restaurant menu",
    # 7. Nothing came back after the Dutch translation.
    lambda w: at(w, "language", "Dutch", "day") == 3,
]

QUESTIONS = [
    ("On which day did Martin deliver his translation?", lambda w: DAYS[w["day"]["Martin"]]),
    ("Which language was the contract translated from?",
     lambda w: at(w, "document", "contract", "language")),
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
