#!/usr/bin/env python3
"""Brute force for r12_wedding.txt (puzzle card on a wedding reception table)."""
import itertools
import sys

NAMES = ["Dr Anita Rao", "Gerald Finch", "Tilly Moss", "Captain Joe Barker", "Olive Day"]
CATEGORIES = {
    "seat": [1, 2, 3, 4, 5],      # round table; the seat on your left is one number higher (5 -> 1)
    "main": ["beef", "salmon", "chicken", "risotto", "lamb"],
    "known": ["school", "university", "work", "rugby club", "next door"],   # how they know the couple
}


def left_of(w, n):
    """The person sitting on n's left."""
    return who(w, "seat", w["seat"][n] % 5 + 1)


def beside(w, a, b):
    return left_of(w, a) == b or left_of(w, b) == a


CLUES = [
    # 1. The couple's next-door neighbour has ordered the salmon.
    lambda w: at(w, "known", "next door", "main") == "salmon",
    # 2. The friend from the rugby club sits on the left of the friend from university.
    lambda w: left_of(w, who(w, "known", "university")) == who(w, "known", "rugby club"),
    # 3. Dr Rao has not ordered the risotto.
    lambda w: w["main"]["Dr Anita Rao"] != "risotto",
    # 4. Gerald is sitting next to Dr Rao.
    lambda w: beside(w, "Gerald Finch", "Dr Anita Rao"),
    # 5. Whoever ordered the lamb sits directly between Tilly and Olive, next to both of them.
    lambda w: beside(w, who(w, "main", "lamb"), "Tilly Moss") and beside(w, who(w, "main", "lamb"), "Olive Day"),
    # 6. The beef is for the person on the left of the school friend.
    lambda w: who(w, "main", "beef") == left_of(w, who(w, "known", "school")),
    # 7. Dr Rao doesn't know us through work.
    lambda w: w["known"]["Dr Anita Rao"] != "work",
    # 8. Sam's colleague from work is in seat 1.
    lambda w: at(w, "known", "work", "seat") == 1,
    # 9. Seat 2 is the risotto.
    lambda w: at(w, "seat", 2, "main") == "risotto",
    # 10. The chicken is for whoever is sitting on Olive's left.
    lambda w: who(w, "main", "chicken") == left_of(w, "Olive Day"),
]

QUESTIONS = [
    ("Who is sitting in seat 3?", lambda w: who(w, "seat", 3)),
    ("What has Dr Rao ordered?", lambda w: w["main"]["Dr Anita Rao"]),
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
