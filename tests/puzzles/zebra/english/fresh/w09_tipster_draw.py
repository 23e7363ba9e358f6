#!/usr/bin/env python3
"""Brute force for w09_tipster_draw.txt (a racing tipster's newspaper column)."""
import itertools
import sys

NAMES = ["Copper Kettle", "Midnight Laird", "Sea Shanty", "Harbour Lights", "Rum Baba"]
CATEGORIES = {
    "stall": [1, 2, 3, 4, 5],
    "jockey": ["Tommy Keane", "Jess Moss", "Sean Devlin", "Rory Haig", "Pia Lund"],
    "odds": ["2/1", "3/1", "5/1", "8/1", "12/1"],
}


def price(o):
    a, b = o.split("/")
    return int(a) / int(b)


CLUES = [
    # 1. The 2/1 favourite is drawn bang in the middle, in stall 3.
    lambda w: at(w, "odds", "2/1", "stall") == 3,
    # 2. Midnight Laird has drawn widest of all, stall 5.
    lambda w: w["stall"]["Midnight Laird"] == 5,
    # 3. Sean Devlin's mount is drawn two stalls lower than Copper Kettle.
    lambda w: at(w, "jockey", "Sean Devlin", "stall") == w["stall"]["Copper Kettle"] - 2,
    # 4. Tommy Keane gets the leg-up on the 12/1 rag.
    lambda w: at(w, "jockey", "Tommy Keane", "odds") == "12/1",
    # 5. Harbour Lights is drawn right alongside Midnight Laird.
    lambda w: abs(w["stall"]["Harbour Lights"] - w["stall"]["Midnight Laird"]) == 1,
    # 6. Rory Haig's mount is a shorter price than Pia Lund's.
    lambda w: price(at(w, "jockey", "Rory Haig", "odds")) < price(at(w, "jockey", "Pia Lund", "odds")),
    # 7. Sea Shanty is drawn lower than Rum Baba.
    lambda w: w["stall"]["Sea Shanty"] < w["stall"]["Rum Baba"],
    # 8. Pia Lund's mount is drawn one stall lower than Rory Haig's.
    lambda w: at(w, "jockey", "Pia Lund", "stall") == at(w, "jockey", "Rory Haig", "stall") - 1,
    # 9. Haig doesn't ride Copper Kettle.
    lambda w: w["jockey"]["Copper Kettle"] != "Rory Haig",
    # 10. Sea Shanty is a bigger price than Midnight Laird.
    lambda w: price(w["odds"]["Sea Shanty"]) > price(w["odds"]["Midnight Laird"]),
    # 11. The 5/1 shot is drawn at one end or the other.
    lambda w: at(w, "odds", "5/1", "stall") in (1, 5),
]

QUESTIONS = [
    ("Who rides Copper Kettle?", lambda w: w["jockey"]["Copper Kettle"]),
    ("What price is Midnight Laird?", lambda w: w["odds"]["Midnight Laird"]),
]


# ---------------------------------------------------------------------------
# brute force: every category runs through every permutation of its values.
# A clue that looks at a category not yet filled in is put off until it is
# (that only prunes the search; every clue is checked on every full world).
# ---------------------------------------------------------------------------
class Pending(Exception):
    pass


class World(dict):
    def __missing__(self, key):
        raise Pending(key)


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
    keys = list(CATEGORIES)
    perms = {k: [dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys}
    sols = []

    def rec(depth, w, waiting):
        if depth == len(keys):
            if not waiting:
                sols.append({k: dict(w[k]) for k in keys})
            return
        k = keys[depth]
        for p in perms[k]:
            w[k] = p
            still = []
            ok = True
            for c in waiting:
                try:
                    if not c(w):
                        ok = False
                        break
                except Pending:
                    still.append(c)
            if ok:
                rec(depth + 1, w, still)
            del w[k]

    rec(0, World(), active)
    return sols


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
    skip = None
    if "--drop" in argv:
        skip = int(argv[argv.index("--drop") + 1])
    sols = solve(skip)
    print(len(sols))
    if "--all" in argv:
        for w in sols:
            show(w)
            print()
    elif sols:
        show(sols[0])


if __name__ == "__main__":
    main(sys.argv[1:])
