#!/usr/bin/env python3
"""Brute force for zd06_left_behind_at_the_grange.txt (hotel lost property)."""
import itertools
import sys

NAMES = ["Mr Fairley", "Mrs Gant", "Dr Hume", "Miss Ives"]
CATEGORIES = {
    "room": ["Room 12", "Room 15", "Room 21", "Room 27"],
    "item": ["umbrella", "wristwatch", "paperback", "silk scarf"],
    "finder": ["Nora", "Owen", "Petra", "Quentin"],
}

CLUES = [
    # 1. The umbrella was handed in by Quentin, but it hadn't been left in Room 27.
    lambda w: at(w, "item", "umbrella", "finder") == "Quentin" and at(w, "item", "umbrella", "room") != "Room 27",
    # 2. Dr Hume had Room 27.
    lambda w: w["room"]["Dr Hume"] == "Room 27",
    # 3. Owen turned up the paperback, which belonged neither to Mr Fairley nor to the doctor.
    lambda w: at(w, "item", "paperback", "finder") == "Owen" and who(w, "item", "paperback") not in ("Mr Fairley", "Dr Hume"),
    # 4. Petra found something in Room 21.
    lambda w: at(w, "room", "Room 21", "finder") == "Petra",
    # 5. Mrs Gant's lost item wasn't the scarf, nor was it the paperback.
    lambda w: w["item"]["Mrs Gant"] not in ("silk scarf", "paperback"),
    # 6. Miss Ives hadn't stayed in Room 12.
    lambda w: w["room"]["Miss Ives"] != "Room 12",
    # 7. Mr Fairley's things were found by either Petra or Nora.
    lambda w: w["finder"]["Mr Fairley"] in ("Petra", "Nora"),
    # 8. Nora didn't come across the wristwatch.
    lambda w: at(w, "item", "wristwatch", "finder") != "Nora",
]

QUESTIONS = [
    ("What did Mr Fairley leave behind?", lambda w: w["item"]["Mr Fairley"]),
    ("Who found Dr Hume's property?", lambda w: w["finder"]["Dr Hume"]),
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
