#!/usr/bin/env python3
"""Brute force for v03_regatta.txt (sailing club regatta, race officer's notice)."""
import itertools
import sys

NAMES = ["Puffin", "Sea Shanty", "Curlew", "Wee Dram"]   # the boats
PLACES = ["1st", "2nd", "3rd", "4th"]
CATEGORIES = {
    "helm": ["Commander Ferris", "Mrs Aldous", "Toby Marsh", "Dr Ng"],
    "place": PLACES,
    "spinnaker": ["red", "yellow", "blue", "white"],
}


def p(w, n):
    return PLACES.index(w["place"][n]) + 1


CLUES = [
    # 1. Commander Ferris finished immediately ahead of the yellow spinnaker
    lambda w: p(w, who(w, "helm", "Commander Ferris")) + 1 == p(w, who(w, "spinnaker", "yellow")),
    # 2. Curlew beat Puffin
    lambda w: p(w, "Curlew") < p(w, "Puffin"),
    # 3. the blue spinnaker finished last
    lambda w: at(w, "spinnaker", "blue", "place") == "4th",
    # 4. Mrs Aldous either helmed Sea Shanty or finished second (not both)
    lambda w: (who(w, "helm", "Mrs Aldous") == "Sea Shanty") != (at(w, "helm", "Mrs Aldous", "place") == "2nd"),
    # 5. Toby Marsh finished behind Sea Shanty but ahead of Wee Dram
    lambda w: p(w, "Sea Shanty") < p(w, who(w, "helm", "Toby Marsh")) < p(w, "Wee Dram"),
    # 6. Puffin flew the red spinnaker
    lambda w: w["spinnaker"]["Puffin"] == "red",
]

QUESTIONS = [
    ("Who helmed Curlew?", lambda w: w["helm"]["Curlew"]),
    ("Which boat won?", lambda w: who(w, "place", "1st")),
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
