#!/usr/bin/env python3
"""Differential check of deduce's logic-grid counts against clingo (and MiniZinc) on random grids.

Each round draws a small grid (3 to 6 positions, 2 to 4 categories) and a handful of random
clues of every statement type, true or not, so that counts run from 0 to thousands; it counts
the solutions with `deduce solve --count` and with clingo on the program of zebra_to_asp.py
(optionally MiniZinc + Gecode on zebra_to_mzn.py), all capped at LIMIT, and stops at the first
disagreement, printing the grid. It also checks the two translations on the classic riddle: with each clue removed in
turn they must give issue 3's counts 6, 2, 2, 8, 4, 4, 7, 4, 17, 2, 2, 3, 4, 12, 1.

Usage: bench/compare/zebra_crosscheck.py [--rounds 200] [--seed 1] [--minizinc]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import zebra_reader  # noqa: E402
import zebra_to_mzn  # noqa: E402

from deduce_results import results  # noqa: E402  (deduce's JSON, either command layer)

sys.path.insert(0, os.path.join(ROOT, "scripts", "gen"))
from zebra_gen import Checker  # noqa: E402  (the generator's clingo counter)

CLASSIC_WITHOUT_EACH = [6, 2, 2, 8, 4, 4, 7, 4, 17, 2, 2, 3, 4, 12, 1]


def random_clue(rng, cats, n):
    """A random clue (true or not) over the values of cats, as text."""
    def value():
        name, vals = rng.choice(cats)
        v = rng.choice(vals)
        return f"{name}.{v}" if rng.random() < 0.3 else v

    a, b, c = value(), value(), value()
    k = rng.randrange(1, n + 1)
    return rng.choice([
        f"{a} is {b}", f"{a} is not {b}", f"{a} is {b} or {c}", f"{a} at {k}", f"{a} not at {k}",
        f"{a} next to {b}", f"{a} not next to {b}", f"{a} left of {b}", f"{a} right of {b}",
        f"{a} just left of {b}", f"{a} just right of {b}", f"{a} between {b} and {c}",
        f"{a} {rng.randrange(0, n)} away from {b}",
    ])


def random_grid(rng):
    n, m = rng.randrange(3, 7), rng.randrange(2, 5)
    cats = [(f"k{c}", [f"v{c}{i}" for i in range(n)]) for c in range(m)]
    lines = [f"positions: {n}"] + [f"category {name}: {' '.join(vals)}" for name, vals in cats]
    for i in range(rng.randrange(0, 2 * m + 3)):
        lines.append(f"c{i}: {random_clue(rng, cats, n)}")
    return "\n".join(lines) + "\n"


LIMIT = 5000  # counts are compared capped at this, so that clingo never enumerates billions


def count_minizinc(text):
    with tempfile.NamedTemporaryFile("w", suffix=".mzn", delete=False) as f:
        f.write(zebra_to_mzn.translate(zebra_reader.read(text)))
    try:
        r = subprocess.run(["minizinc", "--solver", "gecode", "-n", str(LIMIT), "-s", f.name],
                           capture_output=True, text=True, check=False)
    finally:
        os.unlink(f.name)
    for line in r.stdout.splitlines():
        if line.startswith("%%%mzn-stat: nSolutions="):
            return int(line.split("=")[1])
    return 0  # =====UNSATISFIABLE=====: no nSolutions line


def count_deduce(deduce, text):
    """deduce's count capped at LIMIT (`--limit` makes deduce exit 3 when it reaches it)."""
    r = subprocess.run([deduce, "solve", "--kind", "zebra", "--count", "--limit", str(LIMIT),
                        "--format", "json", "-"], input=text, capture_output=True, text=True,
                       check=False)
    found = results(r.stdout)
    if r.returncode not in (0, 1, 3) or len(found) != 1 or found[0]["status"] in ("limit", "error"):
        sys.exit(f"zebra_crosscheck: {deduce} failed ({r.returncode}): {r.stderr.strip()}\n{text}")
    return min(LIMIT, int(found[0]["count"]))


def count_clingo(text):
    return Checker("clingo", None).count(text, LIMIT)


def classic_check(use_minizinc):
    with open(os.path.join(ROOT, "examples", "einstein.zebra"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    for i, expected in enumerate(CLASSIC_WITHOUT_EACH, 1):
        text = "\n".join(l for l in lines if not l.startswith(f"{i}:"))
        got = [count_clingo(text)] + ([count_minizinc(text)] if use_minizinc else [])
        if any(g != expected for g in got):
            sys.exit(f"classic riddle without clue {i}: expected {expected}, got {got}")
    print("classic riddle: the translations give the 15 known counts")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--minizinc", action="store_true")
    ap.add_argument("--deduce", default=os.path.join(ROOT, "build", "deduce"))
    args = ap.parse_args()
    classic_check(args.minizinc)
    rng = random.Random(args.seed)
    seen = {}
    for r in range(args.rounds):
        text = random_grid(rng)
        counts = {"deduce": count_deduce(args.deduce, text), "clingo": count_clingo(text)}
        if args.minizinc:
            counts["minizinc"] = count_minizinc(text)
        if len(set(counts.values())) != 1:
            sys.exit(f"round {r}: counts differ {counts}\n{text}")
        seen[counts["deduce"] > 0] = seen.get(counts["deduce"] > 0, 0) + 1
    print(f"{args.rounds} random grids: counts agree ({seen.get(False, 0)} without solutions)")


if __name__ == "__main__":
    main()
