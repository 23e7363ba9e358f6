#!/usr/bin/env python3
"""Brute force for u07_dance.txt (dance school showcase, chaperone's dressing-room sheet)."""
import itertools
import sys

NAMES = ["Lily-Mae", "Anya", "Grace", "Theo"]
CATEGORIES = {
    "slot": [1, 2, 3, 4],              # running order in Act Two
    "piece": ["Jester's Jig", "Sugar Plum", "Snowflake Waltz", "Cygnet Solo"],
    "age": [7, 9, 11, 14],
}


def s(w, cat, val):
    return at(w, cat, val, "slot")


CLUES = [
    # 1. The youngest goes on straight after the oldest.
    lambda w: s(w, "age", 7) == s(w, "age", 14) + 1,
    # 2. The Jig opens Act Two.
    lambda w: s(w, "piece", "Jester's Jig") == 1,
    # 3. Theo dances before Lily-Mae.
    lambda w: w["slot"]["Theo"] < w["slot"]["Lily-Mae"],
    # 4. Theo is two years older than Lily-Mae.
    lambda w: w["age"]["Theo"] == w["age"]["Lily-Mae"] + 2,
    # 5. The Snowflake Waltz comes somewhere before Grace.
    lambda w: s(w, "piece", "Snowflake Waltz") < w["slot"]["Grace"],
    # 6. Sugar Plum is danced by neither the 9-year-old nor the 11-year-old.
    lambda w: at(w, "piece", "Sugar Plum", "age") not in (9, 11),
    # 7. The Snowflake Waltz follows straight on from Sugar Plum.
    lambda w: s(w, "piece", "Snowflake Waltz") == s(w, "piece", "Sugar Plum") + 1,
]

QUESTIONS = [
    ("Who dances the Cygnet Solo?", lambda w: who(w, "piece", "Cygnet Solo")),
    ("How old is Anya?", lambda w: "%d" % w["age"]["Anya"]),
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
