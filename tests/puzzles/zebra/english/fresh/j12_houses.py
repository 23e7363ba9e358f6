#!/usr/bin/env python3
"""Brute force for j12_houses (five houses in a row, puzzle-book style)."""

CATS = [
    ("house", ["House 1", "House 2", "House 3", "House 4", "House 5"]),
    ("resident", ["Marcus", "Fern", "Olivia", "Tobias", "Hannah"]),
    ("door", ["teal", "coral", "black", "lilac", "mustard"]),
    ("age", ["28", "34", "41", "57", "63"]),
    ("hobby", ["pottery", "birdwatching", "running", "chess", "baking"]),
]
NUM = {"28": 28, "34": 34, "41": 41, "57": 57, "63": 63}

CLUES = [
    ("Youngest resident lives in the middle house",
     lambda s: s.same("28", "House 3")),
    ("Hannah lives at one end of the row",
     lambda s: s.pos("Hannah") in (0, 4)),
    ("Lilac door immediately right of the black door",
     lambda s: s.pos("lilac") == s.pos("black") + 1),
    ("Marcus is seven years older than Hannah",
     lambda s: s.num("age", "Marcus") == s.num("age", "Hannah") + 7),
    ("Fern lives next door to Marcus",
     lambda s: abs(s.pos("Fern") - s.pos("Marcus")) == 1),
    ("Coral door belongs to the oldest resident",
     lambda s: s.same("coral", "63")),
    ("Tobias lives next door to Hannah",
     lambda s: abs(s.pos("Tobias") - s.pos("Hannah")) == 1),
    ("Teal door is furthest left",
     lambda s: s.same("teal", "House 1")),
    ("Baker is younger than the potter",
     lambda s: s.num("age", "baking") < s.num("age", "pottery")),
    ("Birdwatcher lives directly between the potter and the runner",
     lambda s: abs(s.pos("pottery") - s.pos("running")) == 2
     and s.pos("birdwatching") * 2 == s.pos("pottery") + s.pos("running")),
    ("Chess player has the lilac door",
     lambda s: s.same("chess", "lilac")),
    ("Runner is younger than the baker",
     lambda s: s.num("age", "running") < s.num("age", "baking")),
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
