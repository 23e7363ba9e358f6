#!/usr/bin/env python3
"""Brute force for z04_postmortem.txt (SRE incident postmortem, timeline lost)."""
import itertools
import sys

NAMES = ["Anika", "Bo", "Chidi", "Dmitri"]
CATEGORIES = {
    "service": ["payments-api", "redis-cache", "ingress", "search-indexer"],
    "ack": [214, 219, 231, 247],                      # UTC, hhmm
    "office": ["Dublin", "Toronto", "Singapore", "Pune"],
}


def mins(t):
    return (t // 100) * 60 + t % 100


def hhmm(t):
    return "%02d:%02d" % (t // 100, t % 100)


CLUES = [
    # 1. The first ack, at 02:14, came from the Toronto office.
    lambda w: at(w, "office", "Toronto", "ack") == 214,
    # 2. `redis-cache` was acked exactly five minutes after `payments-api`.
    lambda w: mins(at(w, "service", "payments-api", "ack")) + 5 == mins(at(w, "service", "redis-cache", "ack")),
    # 3. Bo was the last of the four to ack.
    lambda w: w["ack"]["Bo"] == 247,
    # 4. The Dublin ack came in 12 minutes before Dmitri's.
    lambda w: mins(at(w, "office", "Dublin", "ack")) + 12 == mins(w["ack"]["Dmitri"]),
    # 5. The `ingress` page was not picked up in Toronto, and not in Pune either.
    lambda w: at(w, "service", "ingress", "office") not in ("Toronto", "Pune"),
    # 6. Chidi is not in the Dublin office.
    lambda w: w["office"]["Chidi"] != "Dublin",
    # 7. Singapore acked later than Pune did.
    lambda w: at(w, "office", "Singapore", "ack") > at(w, "office", "Pune", "ack"),
]

QUESTIONS = [
    ("Who picked up the redis-cache page?", lambda w: who(w, "service", "redis-cache")),
    ("When was ingress acked?", lambda w: hhmm(at(w, "service", "ingress", "ack"))),
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
