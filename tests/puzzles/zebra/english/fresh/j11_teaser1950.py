#!/usr/bin/env python3
"""Brute force for j11_teaser1950 (1950s newspaper brain teaser)."""

CATS = [
    ("lady", ["Mrs. Allardyce", "Mrs. Bellamy", "Miss Crowther",
              "Mrs. Dunning", "Miss Ellwood"]),
    ("purchase", ["china shepherdess", "seed cake", "geranium",
                  "jar of chutney", "novel"]),
    ("price", ["9d.", "1s. 3d.", "2s.", "2s. 6d.", "3s. 6d."]),
    ("hat", ["plum", "navy", "green", "grey", "fawn"]),
]
# prices in pence (12d. = 1s.)
NUM = {"9d.": 9, "1s. 3d.": 15, "2s.": 24, "2s. 6d.": 30, "3s. 6d.": 42}

CLUES = [
    ("Plum hat spent sixpence more than Mrs. Dunning",
     lambda s: s.num("price", "plum") == s.num("price", "Mrs. Dunning") + 6),
    ("Miss Ellwood spent more than anyone else",
     lambda s: s("price", "Miss Ellwood") == "3s. 6d."),
    ("The geranium cost less than the seed cake",
     lambda s: s.num("price", "geranium") < s.num("price", "seed cake")),
    ("Neither Miss Crowther nor Miss Ellwood wore navy or grey",
     lambda s: s("hat", "Miss Crowther") not in ("navy", "grey")
     and s("hat", "Miss Ellwood") not in ("navy", "grey")),
    ("Mrs. Bellamy paid 1s. 3d. less than the lady in plum",
     lambda s: s.num("price", "Mrs. Bellamy") == s.num("price", "plum") - 15),
    ("The chutney was bought by the lady in grey",
     lambda s: s.same("jar of chutney", "grey")),
    ("The novel was bought by the lady in fawn",
     lambda s: s.same("novel", "fawn")),
    ("The seed cake cost less than two shillings",
     lambda s: s.num("price", "seed cake") < 24),
    ("Mrs. Allardyce spent more than Mrs. Bellamy",
     lambda s: s.num("price", "Mrs. Allardyce") > s.num("price", "Mrs. Bellamy")),
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
