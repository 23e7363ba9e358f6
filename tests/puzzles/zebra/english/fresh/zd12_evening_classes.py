#!/usr/bin/env python3
"""Brute force for zd12_evening_classes.txt (adult education timetable, Monday to Friday)."""
import itertools
import sys

NAMES = ["Mrs Kemble", "Mr Lusk", "Ms Marchbank", "Mr Nuttall", "Miss Oakes"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATEGORIES = {
    "day": DAYS,
    "subject": ["watercolour", "Italian", "upholstery", "bookkeeping", "yoga"],
}


def d(w, n):
    """Day number (0 = Monday) of tutor n."""
    return DAYS.index(w["day"][n])


def ds(w, subj):
    """Day number of the class in subject subj."""
    return DAYS.index(at(w, "subject", subj, "day"))


CLUES = [
    # 1. The Italian class rounds off the week.
    lambda w: at(w, "subject", "Italian", "day") == "Friday",
    # 2. Mrs Kemble teaches the day after the watercolour class.
    lambda w: d(w, "Mrs Kemble") == ds(w, "watercolour") + 1,
    # 3. Upholstery comes later in the week than yoga.
    lambda w: ds(w, "upholstery") > ds(w, "yoga"),
    # 4. Mr Nuttall's evening is two days before Mrs Kemble's.
    lambda w: d(w, "Mr Nuttall") == d(w, "Mrs Kemble") - 2,
    # 5. Miss Oakes doesn't teach watercolour, and her class isn't on a Monday.
    lambda w: w["subject"]["Miss Oakes"] != "watercolour" and w["day"]["Miss Oakes"] != "Monday",
    # 6. The Italian class is taken by one of the two men.
    lambda w: who(w, "subject", "Italian") in ("Mr Lusk", "Mr Nuttall"),
    # 7. Bookkeeping is taught earlier in the week than yoga.
    lambda w: ds(w, "bookkeeping") < ds(w, "yoga"),
]

QUESTIONS = [
    ("On which day does Miss Oakes teach?", lambda w: w["day"]["Miss Oakes"]),
    ("What does Ms Marchbank teach?", lambda w: w["subject"]["Ms Marchbank"]),
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
