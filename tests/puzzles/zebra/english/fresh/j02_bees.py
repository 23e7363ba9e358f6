#!/usr/bin/env python3
"""Brute force for j02_bees (beekeepers' association newsletter)."""

CATS = [
    ("keeper", ["Gwen", "Harold", "Imogen", "Jasper", "Kit"]),
    ("honey", ["12 kg", "15 kg", "18 kg", "21 kg", "24 kg"]),
    ("bees", ["Buckfast", "Carniolan", "Italian", "native black", "Russian"]),
    ("site", ["orchard", "allotment", "rooftop", "churchyard", "meadow"]),
]
NUM = {"12 kg": 12, "15 kg": 15, "18 kg": 18, "21 kg": 21, "24 kg": 24}

CLUES = [
    ("The rooftop colony is Carniolan",
     lambda s: s.same("rooftop", "Carniolan")),
    ("The Buckfast colony produced the least honey",
     lambda s: s("honey", "Buckfast") == "12 kg"),
    ("Kit keeps neither the Italians nor the churchyard bees",
     lambda s: not s.same("Kit", "Italian") and not s.same("Kit", "churchyard")),
    ("Orchard hives yielded 3 kg less than the Carniolans",
     lambda s: s.num("honey", "orchard") == s.num("honey", "Carniolan") - 3),
    ("Jasper: either Italian or meadow, not both",
     lambda s: s.same("Jasper", "Italian") != s.same("Jasper", "meadow")),
    ("Native black produced more than the allotment hives",
     lambda s: s.num("honey", "native black") > s.num("honey", "allotment")),
    ("Imogen is at neither the rooftop nor the orchard",
     lambda s: s("site", "Imogen") not in ("rooftop", "orchard")),
    ("Italian yielded more than Gwen but less than Harold",
     lambda s: s.num("honey", "Gwen") < s.num("honey", "Italian") < s.num("honey", "Harold")),
    ("Kit harvested 3 kg more than Imogen",
     lambda s: s.num("honey", "Kit") == s.num("honey", "Imogen") + 3),
    ("The churchyard hives gave the biggest harvest",
     lambda s: s("honey", "churchyard") == "24 kg"),
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
