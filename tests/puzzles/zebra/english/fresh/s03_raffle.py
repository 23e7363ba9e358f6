#!/usr/bin/env python3
"""Brute force for s03_raffle.txt (primary school PTA newsletter)."""
import itertools
import sys

NAMES = ["Mrs Okafor", "Mr Hughes", "Mrs Lindqvist", "Mr Patel"]
CATEGORIES = {
    "prize": ["hamper", "cinema tickets", "Lego set", "garden centre voucher"],
    "number": [17, 42, 88, 103],      # raffle ticket number
    "colour": ["pink", "blue", "yellow", "green"],
}

CLUES = [
    # 1. The hamper went to the highest ticket number.
    lambda w: at(w, "number", 103, "prize") == "hamper",
    # 2. The pink ticket won the hamper.
    lambda w: at(w, "colour", "pink", "prize") == "hamper",
    # 3. Mr Patel's ticket was yellow.
    lambda w: w["colour"]["Mr Patel"] == "yellow",
    # 4. Mrs Okafor didn't win the cinema tickets.
    lambda w: w["prize"]["Mrs Okafor"] != "cinema tickets",
    # 5. The Lego set was won with ticket 42.
    lambda w: at(w, "number", 42, "prize") == "Lego set",
    # 6. Mrs Lindqvist's ticket number was lower than Mr Patel's.
    lambda w: w["number"]["Mrs Lindqvist"] < w["number"]["Mr Patel"],
    # 7. The garden centre voucher was not won with a blue ticket.
    lambda w: at(w, "prize", "garden centre voucher", "colour") != "blue",
    # 8. Mr Hughes's ticket was pink.
    lambda w: w["colour"]["Mr Hughes"] == "pink",
    # 9. Whoever had the green ticket won the cinema tickets.
    lambda w: at(w, "colour", "green", "prize") == "cinema tickets",
]

QUESTIONS = [
    ("Who won the Lego set?", lambda w: who(w, "prize", "Lego set")),
    ("What was the number on Mr Patel's ticket?", lambda w: "%d" % w["number"]["Mr Patel"]),
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
