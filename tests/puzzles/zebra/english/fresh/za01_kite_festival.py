#!/usr/bin/env python3
"""Brute force for za01_kite_festival.txt (magazine logic problem: kite festival)."""
import itertools
import sys

NAMES = ["Aiden", "Bella", "Connor", "Daisy", "Ethan"]
CATEGORIES = {
    "kite": ["box", "delta", "diamond", "dragon", "parafoil"],
    "line": [30, 45, 60, 75, 90],      # metres of line let out
}

CLUES = [
    # 1. The dragon kite was flying on a line exactly 30 metres longer than Aiden's.
    (("kite", "line"), lambda w: at(w, "kite", "dragon", "line") == w["line"]["Aiden"] + 30),
    # 2. Connor had let out less line than anyone else.
    (("line",), lambda w: w["line"]["Connor"] == 30),
    # 3. Of Ethan and the flier with the parafoil, one had 45 metres of line out and the other had 75 metres.
    (("kite", "line"), lambda w: who(w, "kite", "parafoil") != "Ethan" and
        sorted([w["line"]["Ethan"], at(w, "kite", "parafoil", "line")]) == [45, 75]),
    # 4. Daisy's line was 15 metres shorter than Bella's.
    (("line",), lambda w: w["line"]["Daisy"] == w["line"]["Bella"] - 15),
    # 5. The delta kite was flying on exactly twice as much line as the box kite.
    (("kite", "line"), lambda w: at(w, "kite", "delta", "line") == 2 * at(w, "kite", "box", "line")),
]

QUESTIONS = [
    ("Who was flying the parafoil?", lambda w: who(w, "kite", "parafoil")),
    ("How much line did Bella have out?", lambda w: "%d metres" % w["line"]["Bella"]),
]


# ---------------------------------------------------------------------------
# brute force: every list runs through every permutation; each clue is
# tested as soon as all the lists it mentions have been filled in.
# ---------------------------------------------------------------------------
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
    keys = list(CATEGORIES)
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    levels = [[] for _ in keys]
    for i, (needs, f) in enumerate(CLUES, 1):
        if i == skip:
            continue
        lvl = max([keys.index(c) for c in needs] or [0])
        levels[lvl].append(f)
    found = []
    w = {"name": {n: n for n in NAMES}}

    def rec(i):
        if i == len(keys):
            found.append({k: dict(v) for k, v in w.items()})
            return
        for p in perms[i]:
            w[keys[i]] = p
            if all(f(w) for f in levels[i]):
                rec(i + 1)
        del w[keys[i]]

    rec(0)
    return found


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
