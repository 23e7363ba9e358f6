#!/usr/bin/env python3
"""Differential check of deduce's logic-grid counts against clingo (and MiniZinc) on random grids,
and of the translations against a brute-force oracle.

Two kinds of rounds, every statement of the language drawn at random (true or not, so that
counts run from 0 to thousands), on lines, circles, maps of islands and grids without positions,
with ordered numeric categories (uneven, negative or decimal numbers) and arithmetic:
- tiny rounds (3 or 4 positions, 2 or 3 categories): the solution SETS of the clingo program of
  zebra_to_asp.py and of deduce (`solve --all`, up to SETS_UP_TO solutions) must equal the
  brute-force oracle's (zebra_oracle.py), and deduce's count (and MiniZinc's with --minizinc)
  its size;
- small rounds (3 to 6 positions, 2 to 4 categories): deduce's count must equal clingo's (and
  MiniZinc's), all capped at LIMIT.
It stops at the first disagreement, printing the grid. It also checks the two translations on
the classic riddle: with each clue removed in turn they must give issue 3's counts 6, 2, 2, 8,
4, 4, 7, 4, 17, 2, 2, 3, 4, 12, 1.

Usage: bench/compare/zebra_crosscheck.py [--rounds 200] [--seed 1] [--minizinc]
                                         [--deduce build/deduce | --no-deduce]
Exit 77 (CTest's "skipped") when clingo is not installed (Debian package gringo).
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import zebra_oracle  # noqa: E402
import zebra_reader  # noqa: E402
import zebra_to_asp  # noqa: E402
import zebra_to_mzn  # noqa: E402

from deduce_results import results  # noqa: E402  (deduce's JSON, either command layer)

CLASSIC_WITHOUT_EACH = [6, 2, 2, 8, 4, 4, 7, 4, 17, 2, 2, 3, 4, 12, 1]
LIMIT = 5000  # counts are compared capped at this, so that clingo never enumerates billions
OPS = ["=", "!=", "<", ">", "<=", ">="]


class Grid:
    """A random grid: its layout, categories (some ordered) and a random clue writer."""

    def __init__(self, rng, tiny):
        self.rng = rng
        self.n = rng.randrange(3, 5) if tiny else rng.randrange(3, 7)
        m = rng.randrange(2, 4) if tiny else rng.randrange(2, 5)
        self.layout = rng.choice(["line", "line", "circle", "edges", "none"])
        self.cats = []
        for c in range(m):
            if rng.random() < 0.45:
                self.cats.append((f"o{c}", self.numbers(), True))
            else:
                self.cats.append((f"k{c}", [f"v{c}{i}" for i in range(self.n)], False))
        if not any(ordered for _, _, ordered in self.cats) and rng.random() < 0.5:
            self.cats[-1] = (f"o{m - 1}", self.numbers(), True)
        names = [v for _, vals, _ in self.cats for v in vals]
        self.unique = {v for v in names if names.count(v) == 1}
        self.edges = []
        if self.layout == "edges":
            ps = list(range(1, self.n + 1))
            rng.shuffle(ps)
            self.edges = [(ps[i], ps[i + 1]) for i in range(self.n - 1)]  # connected
            for _ in range(rng.randrange(0, self.n)):
                a, b = rng.sample(range(1, self.n + 1), 2)
                if (a, b) not in self.edges and (b, a) not in self.edges:
                    self.edges.append((a, b))

    def numbers(self):
        rng = self.rng
        whole = sorted(rng.sample(range(-3, 3 * self.n), self.n))
        if rng.random() < 0.3:
            return [f"{w}.{rng.choice(['5', '25', '99'])}" if w >= 0 else str(w) for w in whole]
        return [str(w) for w in whole]

    def value(self, ordered_only=None):
        cats = [c for c in self.cats if ordered_only is None or c[0] == ordered_only]
        name, vals, _ = self.rng.choice(cats)
        v = self.rng.choice(vals)
        return v if v in self.unique and self.rng.random() < 0.7 else f"{name}.{v}"

    def expression_statement(self):
        rng, ordered = self.rng, [c for c in self.cats if c[2]]
        op = rng.choice(OPS)
        if not ordered and self.layout == "none":
            return f"{self.value()} is not {self.value()}"
        if not ordered or (self.layout != "none" and rng.random() < 0.2):
            return f"pos({self.value()}) + {rng.randrange(0, 3)} {op} pos({self.value()})"
        name, vals, _ = rng.choice(ordered)
        a, b = f"{name}({self.value()})", f"{name}({self.value()})"
        nums = sorted(float(v) for v in vals)
        diff = int(abs(rng.choice(nums) - rng.choice(nums)))
        other_name = rng.choice(ordered)[0]
        return rng.choice([
            f"{a} {op} {b}",
            f"{a} = {b} + {diff}",
            f"{a} - {b} {op} {diff}",
            f"{a} = 2 * {b}",
            f"{a} + {other_name}({self.value()}) {op} {b} * 2",
            f"({a} - {b}) * 3 {op} {rng.randrange(0, 20)}",
        ])

    def simple_statement(self):
        rng, n = self.rng, self.n
        a, b, c, d = self.value(), self.value(), self.value(), self.value()
        k = rng.randrange(1, n + 1)
        always = [f"{a} is {b}", f"{a} is not {b}", f"{a} is {b} or {c}",
                  f"{a} is {b} or {c} or {d}", f"neither {a} nor {b} is {c}",
                  f"{a} and {b} are {c} and {d}",
                  "different: " + " ".join(self.value() for _ in range(rng.randrange(2, 5))),
                  self.expression_statement(), self.expression_statement()]
        if self.layout == "none":
            return rng.choice(always)
        ks = " or ".join(str(x) for x in sorted(rng.sample(range(1, n + 1), rng.randrange(1, 3))))
        on_map = [f"{a} at {k}", f"{a} not at {k}", f"{a} at {ks}", f"{a} next to {b}",
                  f"{a} not next to {b}", f"{a} {rng.randrange(0, n)} away from {b}"]
        if self.layout == "edges":
            return rng.choice(always + on_map)
        on_circle = [f"{a} just left of {b}", f"{a} just right of {b}",
                     f"{a} not just left of {b}", f"{a} not just right of {b}"]
        if self.layout == "circle":
            return rng.choice(always + on_map + on_circle)
        on_line = [f"{a} left of {b}", f"{a} right of {b}", f"{a} not left of {b}",
                   f"{a} not right of {b}", f"{a} between {b} and {c}", f"{a} at an end",
                   f"{a} {rng.randrange(1, n)} left of {b}",
                   f"{a} {rng.randrange(1, n)} right of {b}"]
        if n % 2:
            on_line.append(f"{a} in the middle")
        return rng.choice(always + on_map + on_circle + on_line)

    def statement(self, depth=0):
        rng = self.rng
        if depth >= 2 or rng.random() < 0.7:
            return self.simple_statement()
        parts = [self.statement(depth + 1) for _ in range(rng.randrange(2, 4))]
        parts = [f"({s})" if COMBINATOR.match(s) else s for s in parts]
        kind = rng.choice(["not", "any", "all", "exactly", "one"])
        if kind == "not":
            return f"not: {parts[0]}"
        if kind == "exactly":
            return f"exactly {rng.randrange(0, len(parts) + 1)} of: " + "; ".join(parts)
        return f"{kind} of: " + "; ".join(parts)

    def text(self):
        lines = [f"positions: {'none' if self.layout == 'none' else self.n}"]
        if self.layout == "circle" or (self.layout == "line" and self.rng.random() < 0.2):
            lines.append(f"layout: {self.layout}")
        if self.layout == "edges":
            lines.append("layout: " + " ".join(f"{a}-{b}" for a, b in self.edges))
        for name, vals, ordered in self.cats:
            lines.append(f"{'ordered' if ordered else 'category'} {name}: {' '.join(vals)}")
        for i in range(self.rng.randrange(0, 2 * len(self.cats) + 3)):
            lines.append(f"c{i}: {self.statement()}")
        return "\n".join(lines) + "\n"


COMBINATOR = re.compile(r"(not|any of|all of|one of|exactly \d+ of)\s*:")


def old_grid(rng):
    """A grid of the first language only (the rounds of before Extension 2)."""
    g = Grid(rng, tiny=False)
    g.layout = "line"
    g.cats = [(f"k{c}", [f"v{c}{i}" for i in range(g.n)], False) for c in range(len(g.cats))]
    g.unique = {v for _, vals, _ in g.cats for v in vals}
    lines = [f"positions: {g.n}"] + [f"category {name}: {' '.join(vals)}"
                                     for name, vals, _ in g.cats]
    for i in range(rng.randrange(0, 2 * len(g.cats) + 3)):
        a, b, c, k = g.value(), g.value(), g.value(), rng.randrange(1, g.n + 1)
        lines.append(f"c{i}: " + rng.choice([
            f"{a} is {b}", f"{a} is not {b}", f"{a} is {b} or {c}", f"{a} at {k}",
            f"{a} not at {k}", f"{a} next to {b}", f"{a} not next to {b}", f"{a} left of {b}",
            f"{a} right of {b}", f"{a} just left of {b}", f"{a} just right of {b}",
            f"{a} between {b} and {c}", f"{a} {rng.randrange(0, g.n)} away from {b}"]))
    return "\n".join(lines) + "\n"


def clingo_solutions(text, limit):
    """The solutions clingo finds (each a sorted tuple of positions by value id), up to limit."""
    p = zebra_reader.read(text)
    r = subprocess.run(["clingo", str(limit), "--outf=2"], input=zebra_to_asp.translate(p),
                       capture_output=True, text=True, check=False)
    found = set()
    for call in json.loads(r.stdout)["Call"]:
        for w in call.get("Witnesses", []):
            pos = [0] * (len(p.categories) * p.n)
            for atom in w["Value"]:
                x, q = atom[3:-1].split(",")
                pos[int(x)] = int(q)
            found.add(tuple(pos))
    return found


def count_clingo(text):
    r = subprocess.run(["clingo", str(LIMIT), "-q", "--outf=2"],
                       input=zebra_to_asp.translate(zebra_reader.read(text)),
                       capture_output=True, text=True, check=False)
    return min(LIMIT, json.loads(r.stdout)["Models"]["Number"])


def count_minizinc(text):
    with tempfile.NamedTemporaryFile("w", suffix=".mzn", delete=False) as f:
        f.write(zebra_to_mzn.translate(zebra_reader.read(text)))
    try:
        r = subprocess.run(["minizinc", "--solver", "gecode", "-n", str(LIMIT), "-s", f.name],
                           capture_output=True, text=True, check=False)
    finally:
        os.unlink(f.name)
    if r.returncode != 0:
        sys.exit(f"zebra_crosscheck: minizinc failed: {r.stderr.strip()}\n{text}")
    for line in r.stdout.splitlines():
        if line.startswith("%%%mzn-stat: nSolutions="):
            return int(line.split("=")[1])
    return 0  # =====UNSATISFIABLE=====: no nSolutions line


def count_deduce(deduce, text):
    """deduce's count capped at LIMIT (`--limit` makes deduce exit 3 when it reaches it)."""
    r = subprocess.run([deduce, "solve", "--kind", "zebra", "--count", "--limit", str(LIMIT),
                        "--format", "json", "-"], input=text, capture_output=True, text=True,
                       check=False)
    found = results(r.stdout) if r.stdout.strip() else []
    if r.returncode not in (0, 1, 3) or len(found) != 1 or found[0]["status"] in ("limit", "error"):
        sys.exit(f"zebra_crosscheck: {deduce} failed ({r.returncode}): {r.stderr.strip()}\n{text}")
    return min(LIMIT, int(found[0]["count"]))


def deduce_solutions(deduce, text, p):
    """deduce's solutions (`solve --all`), each as a tuple of positions by value id."""
    r = subprocess.run([deduce, "solve", "--kind", "zebra", "--all", "--format", "json", "-"],
                       input=text, capture_output=True, text=True, check=False)
    if r.returncode not in (0, 1):
        sys.exit(f"zebra_crosscheck: {deduce} failed ({r.returncode}): {r.stderr.strip()}\n{text}")
    found = set()
    for sol in json.loads(r.stdout)["results"][0]["solutions"]:
        pos = [0] * (len(p.categories) * p.n)
        for c, (name, values) in enumerate(p.categories):
            for q, v in enumerate(sol[name], 1):
                pos[c * p.n + values.index(v)] = q
        found.add(tuple(pos))
    return found


SETS_UP_TO = 300  # tiny rounds compare deduce's solution set with the oracle's up to this count


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
    ap.add_argument("--rounds", type=int, default=200, help="rounds of each kind")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--minizinc", action="store_true")
    ap.add_argument("--deduce", default=os.path.join(ROOT, "build", "deduce"))
    ap.add_argument("--no-deduce", action="store_true", help="check the translations only")
    args = ap.parse_args()
    if not shutil.which("clingo"):
        print("zebra_crosscheck: skipped, clingo is not installed (Debian package gringo; "
              "scripts/install_deps.sh)")
        sys.exit(77)
    if os.environ.get("DEDUCE_TEST_SCALE") == "short":
        # The sanitizer pass of CI (docs/reliability.md): a quarter of the rounds.
        args.rounds = max(1, args.rounds // 4)
    classic_check(args.minizinc)
    rng = random.Random(args.seed)
    kinds = {}
    for r in range(args.rounds):
        text = Grid(rng, tiny=True).text()
        p = zebra_reader.read(text)
        for _, st in p.clues:
            for s in zebra_reader.walk(st):
                kinds[s[0]] = kinds.get(s[0], 0) + 1
        oracle = set(zebra_oracle.solutions(p))
        counts = {"oracle": min(LIMIT, len(oracle))}
        clingo = clingo_solutions(text, 0)
        if clingo != oracle:
            sys.exit(f"tiny round {r}: clingo's solutions differ from the oracle's "
                     f"({len(clingo)} against {len(oracle)}; only clingo: "
                     f"{sorted(clingo - oracle)[:3]}, only oracle: {sorted(oracle - clingo)[:3]})"
                     f"\n{text}")
        if not args.no_deduce:
            counts["deduce"] = count_deduce(args.deduce, text)
            if len(oracle) <= SETS_UP_TO and deduce_solutions(args.deduce, text, p) != oracle:
                sys.exit(f"tiny round {r}: deduce's solutions differ from the oracle's\n{text}")
        if args.minizinc:
            counts["minizinc"] = count_minizinc(text)
        if len(set(counts.values())) != 1:
            sys.exit(f"tiny round {r}: counts differ {counts}\n{text}")
    print(f"{args.rounds} tiny grids: clingo's solutions are the oracle's"
          + ("" if args.no_deduce else f", and deduce's (the sets up to {SETS_UP_TO} solutions)"))
    every = set(zebra_to_asp.TRUE_WHEN) | {"is_or", "at", "different", "cmp", "not", "any",
                                           "all", "exactly"}
    missing = sorted(every - set(kinds))
    if missing:
        sys.exit(f"zebra_crosscheck: the tiny rounds never drew {', '.join(missing)}")
    seen = {}
    for r in range(args.rounds):
        text = Grid(rng, tiny=False).text() if r % 4 else old_grid(rng)
        counts = {"clingo": count_clingo(text)}
        if not args.no_deduce:
            counts["deduce"] = count_deduce(args.deduce, text)
        if args.minizinc:
            counts["minizinc"] = count_minizinc(text)
        if len(set(counts.values())) != 1:
            sys.exit(f"small round {r}: counts differ {counts}\n{text}")
        seen[counts["clingo"] > 0] = seen.get(counts["clingo"] > 0, 0) + 1
    print(f"{args.rounds} small grids: counts agree ({seen.get(False, 0)} without solutions)")


if __name__ == "__main__":
    main()
