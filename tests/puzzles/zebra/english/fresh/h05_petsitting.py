#!/usr/bin/env python3
# h05_petsitting -- street group chat, one sitter covering five neighbours' pets
import sys
from itertools import permutations

PEOPLE = ["Jess", "Omar", "Kit", "Nadia", "Bryn"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CATS = [
    ("day", DAYS),
    ("pet", ["rabbit", "cat", "tortoise", "parrot", "guinea pigs"]),
]


def D(p):
    return DAYS.index(v(p, "day"))


CLUES = [
    # 1. Omar goes away the day before Nadia.
    (("day",), lambda: D("Omar") + 1 == D("Nadia")),
    # 2. Kit has neither the tortoise nor the rabbit.
    (("pet",), lambda: v("Kit", "pet") not in ("tortoise", "rabbit")),
    # 3. The parrot's owner leaves two days after the rabbit's owner.
    (("day", "pet"), lambda: D(w("pet", "parrot")) == D(w("pet", "rabbit")) + 2),
    # 4. The guinea pigs start the day after the parrot.
    (("day", "pet"), lambda: D(w("pet", "guinea pigs")) == D(w("pet", "parrot")) + 1),
    # 5. Either Omar or the tortoise owner leaves on Tuesday.
    (("day", "pet"), lambda: xor(v("Omar", "day") == "Tuesday", v(w("pet", "tortoise"), "day") == "Tuesday")),
    # 6. Jess leaves before Kit.
    (("day",), lambda: D("Jess") < D("Kit")),
    # 7. Of Bryn and the rabbit owner, one leaves Monday and the other Thursday.
    (("day", "pet"), lambda: w("pet", "rabbit") != "Bryn" and
        {v("Bryn", "day"), v(w("pet", "rabbit"), "day")} == {"Monday", "Thursday"}),
]


# ---------------------------------------------------------------------------
# brute force: every category is a permutation over PEOPLE (in PEOPLE order);
# a clue is tested as soon as all the categories it mentions are filled in.
A = {}


def v(person, cat):
    """value of category `cat` held by `person`"""
    return A[cat][PEOPLE.index(person)]


def w(cat, value):
    """the person who holds `value` in category `cat`"""
    return PEOPLE[A[cat].index(value)]


def xor(a, b):
    return bool(a) != bool(b)


def solve(skip=()):
    names = [c for c, _ in CATS]
    levels = [[] for _ in CATS]
    for k, (cats, f) in enumerate(CLUES, 1):
        if k not in skip:
            levels[max(names.index(c) for c in cats)].append(f)
    out = []

    def rec(i):
        if i == len(CATS):
            out.append({c: A[c] for c in names})
            return
        c, vals = CATS[i]
        for p in permutations(vals):
            A[c] = p
            if all(f() for f in levels[i]):
                rec(i + 1)
        del A[c]

    rec(0)
    return out


if __name__ == "__main__":
    skip = {int(a) for a in sys.argv[1:]}  # clue number(s) to leave out
    sols = solve(skip)
    print(len(sols))
    for s in sols[:20]:
        for i, p in enumerate(PEOPLE):
            print(" | ".join([p] + [str(s[c][i]) for c, _ in CATS]))
        print()
    if len(sols) > 20:
        print("... (%d more)" % (len(sols) - 20))
