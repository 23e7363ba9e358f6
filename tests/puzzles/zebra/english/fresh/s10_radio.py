#!/usr/bin/env python3
"""Brute force for s10_radio.txt (radio drama script, the detective's summing-up)."""
import itertools
import sys

NAMES = ["Lady Harcourt", "Mr Finch", "Dr Sandoval", "Miss Pym"]
TIMES = ["9:00", "9:30", "10:00", "10:30"]   # pm, time each was last seen
CATEGORIES = {
    "room": ["library", "conservatory", "billiard room", "study"],
    "seen": TIMES,
}


def t(x):
    h, m = x.split(":")
    return int(h) * 60 + int(m)


CLUES = [
    # 1. The last sighting of the evening was in the study.
    lambda w: at(w, "seen", "10:30", "room") == "study",
    # 2. Mr Finch was last seen a full hour and a half before Dr Sandoval.
    lambda w: t(w["seen"]["Mr Finch"]) == t(w["seen"]["Dr Sandoval"]) - 90,
    # 3. Miss Pym was not in the conservatory.
    lambda w: w["room"]["Miss Pym"] != "conservatory",
    # 4. Whoever was in the library was seen earlier than Lady Harcourt.
    lambda w: t(at(w, "room", "library", "seen")) < t(w["seen"]["Lady Harcourt"]),
    # 5. Lady Harcourt was seen half an hour after Miss Pym.
    lambda w: t(w["seen"]["Lady Harcourt"]) == t(w["seen"]["Miss Pym"]) + 30,
    # 6. Miss Pym was not in the library.
    lambda w: w["room"]["Miss Pym"] != "library",
]

QUESTIONS = [
    ("Who was in the billiard room?", lambda w: who(w, "room", "billiard room")),
    ("What time was Lady Harcourt last seen?", lambda w: {"9:00": "9pm", "9:30": "9:30pm", "10:00": "10pm", "10:30": "10:30pm"}[w["seen"]["Lady Harcourt"]]),
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
