#!/usr/bin/env python3
"""Brute force for w05_best_man.txt (a best man's speech, transcribed from the wedding video)."""
import itertools
import sys

NAMES = ["Craig", "Fraser", "Euan", "Stuart"]
HOURS = ["11pm", "1am", "2am", "4am"]                        # in the order of the night
MINS = {"11pm": 0, "1am": 120, "2am": 180, "4am": 300}      # minutes after 11pm
CATEGORIES = {
    "lost": ["passport", "phone", "left shoe", "eyebrow"],
    "hour": HOURS,
    "pints": [3, 5, 7, 9],
}


def h(w, n):
    return MINS[w["hour"][n]]


CLUES = [
    # 1. Fraser was the first man down, at 11pm
    lambda w: w["hour"]["Fraser"] == "11pm",
    # 2. the one who lost the shoe had had two pints fewer than the one who lost the phone
    lambda w: at(w, "lost", "left shoe", "pints") == at(w, "lost", "phone", "pints") - 2,
    # 3. Craig lost his an hour before Stuart lost his
    lambda w: h(w, "Craig") == h(w, "Stuart") - 60,
    # 4. Euan lost neither his phone nor his passport
    lambda w: w["lost"]["Euan"] not in ("phone", "passport"),
    # 5. whoever went at 2am had had two more pints than Fraser
    lambda w: at(w, "hour", "2am", "pints") == w["pints"]["Fraser"] + 2,
    # 6. the passport went before the shoe did
    lambda w: h(w, who(w, "lost", "passport")) < h(w, who(w, "lost", "left shoe")),
    # 7. Euan had had more than any of us (9)
    lambda w: w["pints"]["Euan"] == 9,
]

QUESTIONS = [
    ("Who lost his passport?", lambda w: who(w, "lost", "passport")),
    ("How many pints had Stuart had?", lambda w: str(w["pints"]["Stuart"])),
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
