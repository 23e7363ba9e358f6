#!/usr/bin/env python3
"""Brute force for zc07_keyed_up.txt (piano tuner's round, order by time of day)."""
import itertools
import sys

NAMES = ["Mrs Bray", "Dr Culver", "Mr Eastwood", "Miss Finch", "Mrs Grainger"]
TIMES = ["9.00 am", "10.15 am", "11.30 am", "2.00 pm", "3.45 pm"]
CATEGORIES = {
    "time": TIMES,
    "piano": ["Bechstein", "Broadwood", "Challen", "Kemble", "Steinway"],
}


def slot(w, name):
    """Position of `name`'s visit in the day, 0 = first."""
    return TIMES.index(w["time"][name])


def mins(t):
    """Minutes after midnight for a time such as "2.00 pm"."""
    hm, ap = t.split()
    h, m = (int(x) for x in hm.split("."))
    if ap == "pm" and h != 12:
        h += 12
    return h * 60 + m


def pslot(w, make):
    """Position in the day of the visit to the `make` piano."""
    return slot(w, who(w, "piano", make))


CLUES = [
    # 1. Dr Culver's appointment was at some point after the Kemble's, but it wasn't in the
    # afternoon.
    lambda w: pslot(w, "Kemble") < slot(w, "Dr Culver") <= 2,
    # 2. Mrs Grainger's was the last of the morning appointments.
    lambda w: w["time"]["Mrs Grainger"] == "11.30 am",
    # 3. Miss Finch was visited at some time before the owner of the Broadwood, which wasn't one
    # of the afternoon calls.
    lambda w: slot(w, "Miss Finch") < pslot(w, "Broadwood") and pslot(w, "Broadwood") <= 2,
    # 4. Leonard made exactly two other visits between tuning the Kemble and tuning the Challen.
    lambda w: abs(pslot(w, "Kemble") - pslot(w, "Challen")) == 3,
    # 5. The Steinway was tuned an hour and a quarter after the Kemble.
    lambda w: mins(at(w, "piano", "Steinway", "time")) - mins(at(w, "piano", "Kemble", "time")) == 75,
    # 6. Mrs Bray was his final call before heading home.
    lambda w: w["time"]["Mrs Bray"] == "3.45 pm",
]


QUESTIONS = [
    ('At what time did Leonard tune the Steinway?', lambda w: at(w, "piano", "Steinway", "time")),
    ('Whose piano is the Challen?', lambda w: who(w, "piano", "Challen")),
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
