#!/usr/bin/env python3
"""Brute force for zc02_topping_off.txt (milliner's customers, plain grid)."""
import itertools
import sys

NAMES = ["Mrs Ashworth", "Miss Bellamy", "Mrs Carradine", "Lady Dunmore"]
CATEGORIES = {
    "hat": ["cloche", "fascinator", "picture hat", "pillbox"],
    "occasion": ["christening", "garden party", "race meeting", "wedding"],
    "trim": ["feathers", "lace", "ribbon", "silk roses"],
}


CLUES = [
    # 1. The hat trimmed with feathers, which was not the picture hat, is to be worn at the race
    # meeting.
    lambda w: at(w, "trim", "feathers", "occasion") == "race meeting" and at(w, "trim", "feathers", "hat") != "picture hat",
    # 2. Lady Dunmore's hat, which isn't for the wedding, has no lace on it.
    lambda w: w["occasion"]["Lady Dunmore"] != "wedding" and w["trim"]["Lady Dunmore"] != "lace",
    # 3. Miss Bellamy's new hat isn't trimmed with ribbon, and nor is the one bought for the
    # christening.
    lambda w: w["trim"]["Miss Bellamy"] != "ribbon" and at(w, "occasion", "christening", "trim") != "ribbon",
    # 4. Either Mrs Carradine or Miss Bellamy ordered the hat with the silk roses.
    lambda w: who(w, "trim", "silk roses") in ("Mrs Carradine", "Miss Bellamy"),
    # 5. The pillbox is wanted for a wedding.
    lambda w: at(w, "hat", "pillbox", "occasion") == "wedding",
    # 6. Miss Bellamy is going to neither a wedding nor a christening.
    lambda w: w["occasion"]["Miss Bellamy"] not in ("wedding", "christening"),
    # 7. Lady Dunmore didn't choose the fascinator.
    lambda w: w["hat"]["Lady Dunmore"] != "fascinator",
    # 8. Mrs Carradine ordered the cloche.
    lambda w: w["hat"]["Mrs Carradine"] == "cloche",
]


QUESTIONS = [
    ('Which hat did Lady Dunmore order?', lambda w: w["hat"]["Lady Dunmore"]),
    ("What was Mrs Carradine's hat trimmed with?", lambda w: w["trim"]["Mrs Carradine"]),
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
