#!/usr/bin/env python3
"""Brute force for t02_dog_show.txt (canine society results page with judge's critique)."""
import itertools
import sys

NAMES = ["Mrs Pryce", "Mr Okoro", "Ms Lindqvist", "Mr Hale", "Mrs Varga"]
PLACES = ["1st", "2nd", "3rd", "Reserve", "VHC"]
CATEGORIES = {
    "breed": ["Whippet", "Border Terrier", "Cavalier", "Samoyed", "Dachshund"],
    "place": PLACES,
}


def p(w, n):
    return PLACES.index(w["place"][n]) + 1


CLUES = [
    # 1. "Delighted to put the Samoyed at the top." So the Samoyed won.
    lambda w: at(w, "breed", "Samoyed", "place") == "1st",
    # 2. "went Whippet, the Dachshund right behind it." The Whippet was placed directly above the Dachshund.
    lambda w: p(w, who(w, "breed", "Dachshund")) == p(w, who(w, "breed", "Whippet")) + 1,
    # 3. I'm afraid the Cavalier came last of the five.
    lambda w: at(w, "breed", "Cavalier", "place") == "VHC",
    # 4. Mrs Pryce's exhibit beat the Border Terrier
    lambda w: p(w, "Mrs Pryce") < p(w, who(w, "breed", "Border Terrier")),
    # 5. Ms Lindqvist was placed directly below Mr Hale.
    lambda w: p(w, "Ms Lindqvist") == p(w, "Mr Hale") + 1,
    # 6. Mr Okoro was placed above Mrs Pryce.
    lambda w: p(w, "Mr Okoro") < p(w, "Mrs Pryce"),
    # 7. Mr Okoro didn't win, though he says there's always Bath.
    lambda w: p(w, "Mr Okoro") != 1,
]

QUESTIONS = [
    ("Who handled the Dachshund?", lambda w: who(w, "breed", "Dachshund")),
    ("Where was Mr Hale placed?", lambda w: w["place"]["Mr Hale"]),
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
