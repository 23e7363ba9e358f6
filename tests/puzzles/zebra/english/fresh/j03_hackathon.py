#!/usr/bin/env python3
"""Brute force for j03_hackathon (company hackathon results email)."""

CATS = [
    ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
    ("team", ["Null Pointers", "Byte Club", "Merge Conflict",
              "Segfault Sisters", "The Overflowers"]),
    ("project", ["chatbot", "expense scanner", "room finder",
                 "coffee-queue predictor", "plant-watering bot"]),
    ("demo", ["2:00 pm", "2:15 pm", "2:30 pm", "2:45 pm", "3:00 pm"]),
]
NUM = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
       "2:00 pm": 0, "2:15 pm": 15, "2:30 pm": 30, "2:45 pm": 45, "3:00 pm": 60}

CLUES = [
    ("2:00 pm demo finished immediately behind the room finder",
     lambda s: s.pos("2:00 pm") == s.pos("room finder") + 1),
    ("Null Pointers presented 45 minutes after Segfault Sisters",
     lambda s: s.num("demo", "Null Pointers") == s.num("demo", "Segfault Sisters") + 45),
    ("Chatbot placed below the expense scanner but above The Overflowers",
     lambda s: s.pos("expense scanner") < s.pos("chatbot") < s.pos("The Overflowers")),
    ("Merge Conflict didn't present at 2:00 or 2:30",
     lambda s: s("demo", "Merge Conflict") not in ("2:00 pm", "2:30 pm")),
    ("Plant-watering bot was the last demo",
     lambda s: s.same("plant-watering bot", "3:00 pm")),
    ("3rd place demoed exactly an hour after 2nd place",
     lambda s: s.num("demo", "3rd") == s.num("demo", "2nd") + 60),
    ("Segfault Sisters finished one place above The Overflowers",
     lambda s: s.pos("Segfault Sisters") + 1 == s.pos("The Overflowers")),
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
