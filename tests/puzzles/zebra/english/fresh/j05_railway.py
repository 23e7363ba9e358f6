#!/usr/bin/env python3
"""Brute force for j05_railway (model railway exhibition guide)."""

CATS = [
    ("layout", ["Little Wickham", "Bramley Junction", "Port Carrow",
                "Ashdown Sidings", "Hollins Vale"]),
    ("scale", ["N", "OO", "O", "TT", "G"]),
    ("length", ["3 m", "4.5 m", "6 m", "7.5 m", "9 m"]),
    ("club", ["Derby", "Leeds", "Swindon", "Crewe", "York"]),
]
NUM = {"3 m": 3.0, "4.5 m": 4.5, "6 m": 6.0, "7.5 m": 7.5, "9 m": 9.0}

CLUES = [
    ("N gauge layout is the shortest",
     lambda s: s("length", "N") == "3 m"),
    ("Port Carrow is 3 m longer than the Swindon layout",
     lambda s: s.num("length", "Port Carrow") == s.num("length", "Swindon") + 3),
    ("Leeds layout is longer than Ashdown Sidings but isn't the O one",
     lambda s: s.num("length", "Leeds") > s.num("length", "Ashdown Sidings")
     and not s.same("Leeds", "O")),
    ("Of the TT layout and York's, one is Bramley Junction, other is 4.5 m",
     lambda s: not s.same("TT", "York") and (
         (s.same("TT", "Bramley Junction") and s.same("York", "4.5 m")) or
         (s.same("York", "Bramley Junction") and s.same("TT", "4.5 m")))),
    ("Hollins Vale is from neither Crewe nor Derby",
     lambda s: s("club", "Hollins Vale") not in ("Crewe", "Derby")),
    ("G layout is 1.5 m shorter than the O layout",
     lambda s: s.num("length", "G") == s.num("length", "O") - 1.5),
    ("Derby's layout is shorter than Little Wickham",
     lambda s: s.num("length", "Derby") < s.num("length", "Little Wickham")),
    ("OO is longer than TT but shorter than Hollins Vale",
     lambda s: s.num("length", "TT") < s.num("length", "OO") < s.num("length", "Hollins Vale")),
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
