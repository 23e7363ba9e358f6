#!/usr/bin/env python3
"""Brute force for zb03_buried_time.txt (school time capsules, ordered by year)."""
import itertools
import sys

TITLE = "BURIED TIME"
INTRO = ("When the old playing field at Hallam Road School was dug up for the new sports "
         "hall, the builders unearthed five time capsules, each buried by a different "
         "teacher (Mr Ashworth, Mrs Bellamy, Miss Croft, Mr Dunne and Mrs Evesham) in a "
         "different year: 1974, 1979, 1983, 1988 or 1996. The prize item in each tin was "
         "different too: a cassette tape, a football programme, a newspaper, a recipe book "
         "or a school tie. Which teacher buried which capsule, and when?")

NAMES = ["Mr Ashworth", "Mrs Bellamy", "Miss Croft", "Mr Dunne", "Mrs Evesham"]
CATEGORIES = {
    "year": [1974, 1979, 1983, 1988, 1996],
    "item": ["cassette tape", "football programme", "newspaper", "recipe book", "school tie"],
}

CLUES = [
    # 1. The cassette tape was buried four years after Mr Dunne's capsule.
    lambda w: at(w, "item", "cassette tape", "year") == w["year"]["Mr Dunne"] + 4,
    # 2. The football programme came from a later capsule than Miss Croft's.
    lambda w: at(w, "item", "football programme", "year") > w["year"]["Miss Croft"],
    # 3. Mrs Evesham buried her capsule eight years after Mr Ashworth buried his.
    lambda w: w["year"]["Mrs Evesham"] == w["year"]["Mr Ashworth"] + 8,
    # 4. The newspaper was not in Mr Dunne's tin.
    lambda w: w["item"]["Mr Dunne"] != "newspaper",
    # 5. Mr Ashworth had packed neither the football programme nor the newspaper.
    lambda w: w["item"]["Mr Ashworth"] not in ("football programme", "newspaper"),
    # 6. Miss Croft did her burying some years after Mrs Bellamy.
    lambda w: w["year"]["Miss Croft"] > w["year"]["Mrs Bellamy"],
    # 7. The school tie had been buried before the recipe book.
    lambda w: at(w, "item", "school tie", "year") < at(w, "item", "recipe book", "year"),
]

QUESTIONS = [
    ("In which year did Miss Croft bury her capsule?", lambda w: str(w["year"]["Miss Croft"])),
    ("Which teacher buried the school tie?", lambda w: who(w, "item", "school tie")),
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
