#!/usr/bin/env python3
"""Scores deduce on the English corpus: each riddle NAME.txt is solved with
`deduce solve --format json` (no --kind: finding that it is a riddle is part
of reading it) and compared with NAME.json's solution, checked by oracle.py.

A riddle is
  right     read, one solution, the table and every question's answer as
            the oracle's;
  wrong     read and answered otherwise: a table or an answer that differs
            (the failure that must never happen);
  several   read, but with more than one solution (a clue lost);
  refused   not read: exit 2 with a located message (said, not wrong).

Usage: score.py DEDUCE DIR_OR_FILE... [--list] [--min-right N] [--max-wrong N]
Prints one line per riddle with --list, then the totals; exits 1 when the
right ones are fewer than --min-right or the wrong ones more than
--max-wrong (default 0).
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402


def zebra_name(s):
    # As deduce writes a name: a `+` is `_plus` (`A+` is `A_plus`).
    s = re.sub(r"\+", "_plus", s)
    out = re.sub(r"[^A-Za-z0-9\-\u0080-\uffff]+", "_", s).strip("_")
    return re.sub(r"_+", "_", out)


def norm(s):
    # `Mr. Hoffman` of the text is the oracle's `Hoffman`, `the USA` its `USA`,
    # `a first edition of Rebecca` deduce's `first edition of Rebecca` (a
    # list's articles go), and a numbered thing its number (`Room 12` is
    # deduce's ordered `12`).
    # A container's contents name it (`set of deckchairs`, `deckchairs`),
    # and a family is named in the singular (`the Patels`, `Patel`;
    # `the Evanses`, `Evans`): both sides are read so.
    out = re.sub(r"^(mr|mrs|ms|miss|dr|prof|the|a|an)_", "", zebra_name(str(s)).lower())
    out = re.sub(r"^(pair|set|box|bag|bunch|bottle|jar|packet|pot|tin|bar|cup|glass|piece|"
                 r"plate|bowl|basket|kit|pack|tray|slice|carton|crate|sack|loaf|bouquet|jug|book)"
                 r"_of_", "", out)
    numbered = re.fullmatch(r"[a-z]+_(\d+)", out)
    return numbered.group(1) if numbered else out


def family_plural(a, b):
    """Whether `a` is the family name `b` in the plural (`patels`, `evanses`)."""
    return a in (b + "s", b + "es")


def as_number_name(x):
    return str(int(x)) if float(x) == int(x) else "%g" % x


def match_categories(riddle, grid):
    """oracle category -> (deduce category, value map oracle value -> deduce name).

    Exact matches first (the values' names, or their numbers), then an ordered
    category by its order: deduce's numbers in increasing order are the
    oracle's values in increasing order of their numbers, an affine image of
    them (cents and dollars) preferred over any other list of numbers."""
    out = {}
    free = dict(grid)
    later = []
    for cat, vals in riddle["categories"].items():
        want = {norm(v): v for v in vals}
        hit = None
        def key(v):
            n = norm(v)
            if n in want:
                return n
            plural = next((w for w in want if family_plural(n, w)), None)
            if plural:
                return plural
            # A value the text describes (`a little white church`) is the
            # oracle's noun (`church`) when no other value ends so.
            ends = [w for w in want if n.endswith("_" + w)]
            if len(ends) == 1:
                return ends[0]
            # So is one said with its noun after it (`an under the sea
            # scene` for `under the sea`).
            starts = [w for w in want if n.startswith(w + "_")]
            return starts[0] if len(starts) == 1 else n

        for dc, dvals in free.items():
            if {key(v) for v in dvals} == set(want):
                hit = (dc, {want[key(v)]: v for v in dvals})
                break
        if hit is None and cat in riddle.get("numbers", {}):
            nums = riddle["numbers"][cat]
            named = {as_number_name(n): v for n, v in zip(nums, vals)}
            for dc, dvals in free.items():
                if set(dvals) == set(named):
                    hit = (dc, {named[v]: v for v in dvals})
                    break
        if hit is None:
            if cat not in riddle.get("numbers", {}):
                return None
            later.append(cat)
            continue
        out[cat] = hit
        del free[hit[0]]
    for cat in later:
        vals = riddle["categories"][cat]
        nums = riddle["numbers"][cat]
        by_num = [v for _, v in sorted(zip(nums, vals))]
        xs = sorted(nums)
        candidates = []
        for dc, dvals in free.items():
            try:
                ranked = sorted(dvals, key=float)
            except ValueError:
                continue
            if len(ranked) != len(vals):
                continue
            ys = [float(v) for v in ranked]
            affine = len(xs) < 2 or xs[-1] == xs[0] or all(
                abs((y - ys[0]) * (xs[-1] - xs[0]) - (x - xs[0]) * (ys[-1] - ys[0])) < 1e-6
                for x, y in zip(xs, ys))
            candidates.append((not affine, dc, ranked))
        if not candidates:
            return None
        _, dc, ranked = min(candidates, key=lambda c: c[0])
        out[cat] = (dc, dict(zip(by_num, ranked)))
        del free[dc]
    return out


def grade(deduce, txt):
    with open(txt[:-4] + ".json", encoding="utf-8") as f:
        riddle = json.load(f)
    p = subprocess.run([deduce, "solve", "--format", "json", "--timeout", "20", txt],
                       capture_output=True, text=True)
    if p.returncode == 2:
        line = (p.stderr.strip().splitlines() or ["?"])[0]
        return "refused", line
    try:
        doc = json.loads(p.stdout)
        result = [r for r in doc["results"] if r.get("record", "result") == "result"][0] \
            if "results" in doc else doc
    except (ValueError, KeyError, IndexError):
        return "refused", "no JSON result (exit %d): %s" % (p.returncode, p.stderr.strip()[:200])
    if not result.get("solutions"):
        return "wrong", "no solution"
    grid = result["solutions"][0]
    if "categories" in grid:
        grid = grid["categories"]
    grid = dict(grid)
    # An order said as one after another (`they sang one after another`) may
    # be read as the row's places rather than a list of ordinals: where the
    # oracle lists the places 1 to n and deduce's translation sets n
    # positions, the solution's columns are those places, in order.
    size = len(next(iter(riddle["categories"].values())))
    if any(sorted(nums) == list(range(1, size + 1))
           for nums in riddle.get("numbers", {}).values()):
        t = subprocess.run([deduce, "translate", txt], capture_output=True, text=True)
        if re.search(r"^positions: %d$" % size, t.stdout, re.M):
            grid["_position"] = [str(k) for k in range(1, size + 1)]
    cats = match_categories(riddle, grid)
    if cats is None:
        return "wrong", "categories differ: %s" % sorted(grid)
    size = len(next(iter(riddle["categories"].values())))
    rows = []
    for k in range(size):
        rows.append({c: {dv: ov for ov, dv in m.items()}[grid[dc][k]] for c, (dc, m) in
                     cats.items()})
    want = riddle["solution"]
    if riddle.get("positions"):
        same = rows == want
    else:
        same = sorted(map(lambda r: sorted(r.items()), rows)) == \
            sorted(map(lambda r: sorted(r.items()), want))
    if not same:
        return "wrong", "table differs"
    if result.get("uniqueness") != "unique":
        return "several", "uniqueness: %s" % result.get("uniqueness")
    asks = result.get("asks") or []
    questions = riddle.get("questions", [])
    if len(asks) < len(questions):
        return "refused", "%d of %d questions read" % (len(asks), len(questions))
    for q, a in zip(questions, asks):
        got = a.get("answer")
        if isinstance(got, list):
            return "wrong", "question %r answered %r" % (q["text"], got)
        if norm(got) != norm(q["answer"]):
            # An ordered answer: deduce's number for the value asked.
            ok = False
            for c, (dc, m) in cats.items():
                if q["answer"] in m and norm(m[q["answer"]]) == norm(got):
                    ok = True
            if not ok:
                return "wrong", "question %r answered %r, not %r" % (q["text"], got, q["answer"])
    return "right", ""


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    opts = {}
    for i, a in enumerate(argv):
        if a in ("--min-right", "--max-wrong"):
            opts[a] = int(argv[i + 1])
            args.remove(argv[i + 1])
    deduce, paths = args[0], args[1:]
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".txt"))
        else:
            files.append(p)
    tally = {"right": 0, "wrong": 0, "several": 0, "refused": 0}
    for txt in files:
        what, why = grade(deduce, txt)
        tally[what] += 1
        if "--list" in argv or what == "wrong":
            print("%-8s %s %s" % (what, os.path.basename(txt), why))
    print("%d riddles: %d right, %d wrong, %d several, %d refused" % (
        len(files), tally["right"], tally["wrong"], tally["several"], tally["refused"]))
    if tally["right"] < opts.get("--min-right", 0) or tally["wrong"] > opts.get("--max-wrong", 0):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
