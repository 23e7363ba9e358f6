#!/usr/bin/env python3
"""Brute force for j08_vet (vet waiting room puzzle sheet)."""

CATS = [
    ("time", ["9:00 am", "9:15 am", "9:30 am", "9:45 am", "10:00 am"]),
    ("pet", ["Biscuit", "Pepper", "Mango", "Rolo", "Ziggy"]),
    ("animal", ["dog", "cat", "rabbit", "guinea pig", "tortoise"]),
    ("visit", ["vaccination", "nail clip", "check-up", "weigh-in", "dental"]),
]
NUM = {"9:00 am": 0, "9:15 am": 15, "9:30 am": 30, "9:45 am": 45, "10:00 am": 60}

CLUES = [
    ("Dog's appointment straight after the tortoise's",
     lambda s: s.pos("dog") == s.pos("tortoise") + 1),
    ("Rolo seen last",
     lambda s: s.same("Rolo", "10:00 am")),
    ("Pepper is neither a rabbit nor a guinea pig",
     lambda s: s("animal", "Pepper") not in ("rabbit", "guinea pig")),
    ("Guinea pig came for a nail clip",
     lambda s: s.same("guinea pig", "nail clip")),
    ("Cat seen half an hour after the dog",
     lambda s: s.num("time", "cat") == s.num("time", "dog") + 30),
    ("Weigh-in later than Pepper's appointment",
     lambda s: s.pos("weigh-in") > s.pos("Pepper")),
    ("Biscuit before Ziggy but after the check-up",
     lambda s: s.pos("check-up") < s.pos("Biscuit") < s.pos("Ziggy")),
    ("Mango seen 45 minutes before Pepper",
     lambda s: s.num("time", "Pepper") == s.num("time", "Mango") + 45),
    ("Vaccination earlier than the dental",
     lambda s: s.pos("vaccination") < s.pos("dental")),
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
