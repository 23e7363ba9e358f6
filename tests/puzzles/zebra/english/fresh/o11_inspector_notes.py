#!/usr/bin/env python3
"""Brute force for o11_inspector_notes.txt (detective's notebook)."""
import itertools
import sys

NAMES = ["Hargreaves", "Lady Pell", "Dr Rudd", "Miss Vance"]
CATEGORIES = {
    "room": ["library", "conservatory", "billiard room", "kitchen"],
    "time": ["9.15", "9.40", "10.05", "10.30"],      # all p.m.
    "item": ["umbrella", "candlestick", "letter", "glass of port"],
}


def mins(t):
    h, m = t.split(".")
    return int(h) * 60 + int(m)


def tm(w, cat, val):
    return mins(at(w, cat, val, "time"))


CLUES = [
    # 1. Whoever was in the kitchen was the last to be seen.
    lambda w: tm(w, "room", "kitchen") == max(mins(t) for t in CATEGORIES["time"]),
    # 2. Lady Pell seen 25 minutes before Miss Vance.
    lambda w: mins(w["time"]["Lady Pell"]) + 25 == mins(w["time"]["Miss Vance"]),
    # 3. Candlestick: neither library nor conservatory.
    lambda w: at(w, "item", "candlestick", "room") not in ("library", "conservatory"),
    # 4. The glass of port was seen 50 minutes after the letter.
    lambda w: tm(w, "item", "glass of port") == tm(w, "item", "letter") + 50,
    # 5. The umbrella was in the library.
    lambda w: at(w, "item", "umbrella", "room") == "library",
    # 6. Miss Vance was not in the conservatory.
    lambda w: w["room"]["Miss Vance"] != "conservatory",
    # 7. Hargreaves seen later than Miss Vance.
    lambda w: mins(w["time"]["Hargreaves"]) > mins(w["time"]["Miss Vance"]),
    # 8. Hargreaves: neither kitchen nor conservatory.
    lambda w: w["room"]["Hargreaves"] not in ("kitchen", "conservatory"),
]

QUESTIONS = [
    ("Who had the candlestick?", lambda w: who(w, "item", "candlestick")),
    ("Where was Lady Pell?", lambda w: w["room"]["Lady Pell"]),
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
