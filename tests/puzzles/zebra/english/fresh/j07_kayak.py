#!/usr/bin/env python3
"""Brute force for j07_kayak (kayak hire shop chalkboard)."""

CATS = [
    ("boat", ["Puffin", "Otter", "Heron", "Kingfisher", "Dipper"]),
    ("group", ["Hendersons", "Okafors", "Bryants", "Lius", "Pattersons"]),
    ("hire", ["30 min", "1 hr", "2 hrs", "3 hrs", "4 hrs"]),
    ("route", ["weir", "island", "estuary", "mill", "boathouse"]),
]
NUM = {"30 min": 30, "1 hr": 60, "2 hrs": 120, "3 hrs": 180, "4 hrs": 240}

CLUES = [
    ("Lius out twice as long as the Okafors",
     lambda s: s.num("hire", "Lius") == 2 * s.num("hire", "Okafors")),
    ("Kingfisher out an hour longer than Puffin",
     lambda s: s.num("hire", "Kingfisher") == s.num("hire", "Puffin") + 60),
    ("Weir group back within the hour (<= 1 hr)",
     lambda s: s.num("hire", "weir") <= 60),
    ("Shortest hire was the boathouse trip",
     lambda s: s("hire", "boathouse") == "30 min"),
    ("Pattersons paddled to the mill",
     lambda s: s.same("Pattersons", "mill")),
    ("Hendersons out longer than Bryants but shorter than Okafors",
     lambda s: s.num("hire", "Bryants") < s.num("hire", "Hendersons") < s.num("hire", "Okafors")),
    ("Puffin went round the island",
     lambda s: s.same("Puffin", "island")),
    ("Otter and Dipper: one longest hire, the other shortest",
     lambda s: {s("hire", "Otter"), s("hire", "Dipper")} == {"30 min", "4 hrs"}),
    ("The Lius didn't have Dipper",
     lambda s: not s.same("Lius", "Dipper")),
]


# ---------------------------------------------------------------------------
# Generic brute force: the first category is fixed in the order listed; every
# other category is enumerated over all permutations.  A clue is a function of
# the state; it raises KeyError while a category it needs is not yet assigned,
# in which case it is simply evaluated again one level deeper.  A partial
# assignment is kept as long as at most one clue has failed, so a single pass
# gives both the exact solution count and, for every clue, the number of
# solutions when that clue alone is removed.
# ---------------------------------------------------------------------------
import sys
from itertools import permutations


class State:
    def __init__(self):
        self.who = {}   # value -> entity index (index in the first category)
        self.val = {}   # category -> list of values by entity index

    def __call__(self, cat, x):
        """The value in category `cat` belonging to whoever has value x."""
        return self.val[cat][self.who[x]]

    def num(self, cat, x):
        """Numeric form of the `cat` value belonging to whoever has x."""
        return NUM[self.val[cat][self.who[x]]]

    def same(self, x, y):
        """True if values x and y belong to the same entity."""
        return self.who[x] == self.who[y]

    def pos(self, x):
        """Entity index (position in the first category) of value x."""
        return self.who[x]


def search(clues):
    names = [c for c, _ in CATS]
    n = len(CATS[0][1])
    st = State()
    first_cat, first_vals = CATS[0]
    for i, v in enumerate(first_vals):
        st.who[v] = i
    st.val[first_cat] = list(first_vals)
    exact = []
    missing_one = [0] * len(clues)

    def rec(d, pending, failed):
        if d == len(CATS):
            assert not pending, "clue(s) never evaluable: %r" % pending
            if not failed:
                exact.append({c: list(st.val[c]) for c in names})
            else:
                missing_one[failed[0]] += 1
            return
        cat, vals = CATS[d]
        row = [None] * n
        st.val[cat] = row
        for perm in permutations(range(n)):
            for k, v in enumerate(vals):
                st.who[v] = perm[k]
                row[perm[k]] = v
            f = failed
            still = []
            ok = True
            for ci in pending:
                try:
                    r = clues[ci][1](st)
                except KeyError:
                    still.append(ci)
                    continue
                if not r:
                    if f:
                        ok = False
                        break
                    f = [ci]
            if ok:
                rec(d + 1, still, f)
        for v in vals:
            del st.who[v]
        del st.val[cat]

    rec(1, list(range(len(clues))), [])
    return exact, missing_one


def main():
    # sanity: all values distinct across the whole riddle
    allv = [v for _, vs in CATS for v in vs]
    assert len(allv) == len(set(allv)), "duplicate values"
    exact, miss = search(CLUES)
    print(len(exact))
    n = len(CATS[0][1])
    for sol in (exact if "--all" in sys.argv else exact[:1]):
        print("  " + " | ".join(c for c, _ in CATS))
        for i in range(n):
            print("  " + " | ".join(sol[c][i] for c, _ in CATS))
    if "--check" in sys.argv:
        for k, (txt, _) in enumerate(CLUES):
            print("without clue %d: %d solutions   [%s]"
                  % (k + 1, len(exact) + miss[k], txt))


if __name__ == "__main__":
    main()
