#!/usr/bin/env python3
"""Brute force for za05_piano_tuner.txt (magazine logic problem: a piano tuner's round)."""
import itertools
import sys

NAMES = ["Mrs. Abbott", "Dr. Bryce", "Mr. Castellano", "Ms. Dunne", "Rev. Ellery"]
CATEGORIES = {
    "time": [900, 1030, 1200, 1330, 1500],          # appointment time, 24h hhmm
    "piano": ["Bechstein", "Broadwood", "Kawai", "Steinway", "Yamaha"],
    "village": ["Ashby", "Brindle", "Coldharbour", "Dunmore", "Elsworth"],
}
SHOWN = {900: "9:00am", 1030: "10:30am", 1200: "12:00pm", 1330: "1:30pm", 1500: "3:00pm"}
SLOTS = sorted(CATEGORIES["time"])


def mins(t):
    return (t // 100) * 60 + t % 100


CLUES = [
    # 1. The Steinway was tuned exactly three hours after the Broadwood.
    (("time", "piano"), lambda w: mins(at(w, "piano", "Steinway", "time")) == mins(at(w, "piano", "Broadwood", "time")) + 180),
    # 2. Mr. Castellano was Walter's last appointment of the day.
    (("time",), lambda w: w["time"]["Mr. Castellano"] == 1500),
    # 3. The piano in Dunmore was tuned in the slot immediately before Dr. Bryce's.
    (("time", "village"), lambda w: SLOTS.index(at(w, "village", "Dunmore", "time")) + 1 == SLOTS.index(w["time"]["Dr. Bryce"])),
    # 4. The Kawai was tuned an hour and a half before the piano in Coldharbour.
    (("time", "piano", "village"), lambda w: mins(at(w, "piano", "Kawai", "time")) + 90 == mins(at(w, "village", "Coldharbour", "time"))),
    # 5. The five clients were Rev. Ellery, the owner of the Yamaha, the client in Coldharbour, the client in Elsworth and Dr. Bryce.
    (("piano", "village"), lambda w: len({"Rev. Ellery", who(w, "piano", "Yamaha"), who(w, "village", "Coldharbour"),
                                          who(w, "village", "Elsworth"), "Dr. Bryce"}) == 5),
    # 6. The Bechstein is in neither Ashby nor Elsworth.
    (("piano", "village"), lambda w: at(w, "piano", "Bechstein", "village") not in ("Ashby", "Elsworth")),
    # 7. Mrs. Abbott's appointment was later than Rev. Ellery's but earlier than Ms. Dunne's.
    (("time",), lambda w: w["time"]["Rev. Ellery"] < w["time"]["Mrs. Abbott"] < w["time"]["Ms. Dunne"]),
    # 8. Walter's first piano of the day was in Ashby.
    (("time", "village"), lambda w: at(w, "village", "Ashby", "time") == 900),
]

QUESTIONS = [
    ("Who owns the Kawai?", lambda w: who(w, "piano", "Kawai")),
    ("At what time was the piano in Brindle tuned?", lambda w: SHOWN[at(w, "village", "Brindle", "time")]),
]


# ---------------------------------------------------------------------------
# brute force: every list runs through every permutation; each clue is
# tested as soon as all the lists it mentions have been filled in.
# ---------------------------------------------------------------------------
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
    keys = list(CATEGORIES)
    perms = [[dict(zip(NAMES, p)) for p in itertools.permutations(CATEGORIES[k])]
             for k in keys]
    levels = [[] for _ in keys]
    for i, (needs, f) in enumerate(CLUES, 1):
        if i == skip:
            continue
        lvl = max([keys.index(c) for c in needs] or [0])
        levels[lvl].append(f)
    found = []
    w = {"name": {n: n for n in NAMES}}

    def rec(i):
        if i == len(keys):
            found.append({k: dict(v) for k, v in w.items()})
            return
        for p in perms[i]:
            w[keys[i]] = p
            if all(f(w) for f in levels[i]):
                rec(i + 1)
        del w[keys[i]]

    rec(0)
    return found


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
