#!/usr/bin/env python3
"""Logic grids (.zebra) with a known answer: the benchmark inputs and the larger examples.

Method (issue 3): draw a random solution (each category a random permutation of the positions),
add random TRUE clues of every statement type until the answer is unique, then try each clue in
turn (in a random order) and drop it when the answer stays unique without it. The result is
minimal: no clue of it can go without losing uniqueness. With --max-solutions K > 1 the clues are
only added until at most K solutions are left, and none is removed: a "loose" grid for counting
and enumeration speed.

Uniqueness is checked by a solver run on the candidate text: deduce (`solve --count --limit K+1
--format json`, the default) or clingo (`--checker clingo`, through bench/compare/zebra_to_asp.py),
so the generator works with either and each can check the other's verdict.

The mix of statement types (--mix) sets how many clues a minimal set needs: strong clues (`is`,
`at`) pin many cells each, weak ones (`not at`, `is not`, `left of`) few. The default mix gives
about 116 clues on a 12x12 grid, as issue 3 asks for the benchmark.

Output: the .zebra text on stdout (or --output), with the answer in `# answer` comments and one
`ask:` line. Reproducible: the same arguments and the same checker give the same file.

Usage: zebra_gen.py --positions N --categories M --seed S [--max-solutions K] [--mix is=3,...]
"""

import argparse
import json
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

# Twelve categories of twelve values, every value name unique across categories, so that clues
# can use bare names. Larger grids fall back to numbered names (colour7).
WORDS = [
    ("nationality", "brit swede dane norwegian german japanese spaniard italian french dutch greek irish"),
    ("color", "red green white yellow blue ivory orange purple pink brown grey black"),
    ("drink", "tea coffee milk beer water juice wine cocoa soda cider lemonade kefir"),
    ("smoke", "pallmall dunhill blends bluemaster prince kools chesterfield luckystrike oldgold "
              "parliament camel marlboro"),
    ("pet", "dog bird cat horse fish zebra snail fox rabbit hamster turtle parrot"),
    ("sport", "tennis golf chess rugby hockey cricket judo rowing skiing boxing cycling fencing"),
    ("car", "audi bmw fiat ford honda jeep kia lada mazda opel saab volvo"),
    ("fruit", "apple banana cherry grape kiwi lemon mango melon peach pear plum lime"),
    ("flower", "rose tulip lily daisy orchid iris poppy violet lotus aster peony dahlia"),
    ("job", "baker doctor farmer judge nurse pilot sailor tailor teacher writer miner chef"),
    ("music", "jazz blues rock opera polka reggae salsa tango techno soul funk disco"),
    ("city", "paris rome oslo berlin madrid lisbon vienna prague dublin athens warsaw tokyo"),
]

# Statement types and their default weights (tuned on 12x12 for about 116 clues).
DEFAULT_MIX = {
    "is": 6, "is_not": 2, "is_or": 3, "at": 1, "not_at": 2, "next_to": 3, "not_next_to": 1,
    "left_of": 2, "right_of": 2, "just_left_of": 2, "just_right_of": 2, "between": 2, "away": 2,
}


def names(n, m):
    cats = []
    for c in range(m):
        if c < len(WORDS) and n <= 12:
            name, words = WORDS[c]
            cats.append((name, words.split()[:n]))
        else:
            name = WORDS[c][0] if c < len(WORDS) else f"kind{c + 1}"
            cats.append((name, [f"{name}{i + 1}" for i in range(n)]))
    return cats


class Grid:
    """A random solution: pos[c][i] is the position (1-based) of value i of category c."""

    def __init__(self, n, m, rng):
        self.n, self.m, self.rng = n, m, rng
        self.cats = names(n, m)
        self.pos = []
        for _ in range(m):
            p = list(range(1, n + 1))
            rng.shuffle(p)
            self.pos.append(p)
        self.at = [{p: i for i, p in enumerate(self.pos[c])} for c in range(m)]

    def name(self, v):
        return self.cats[v[0]][1][v[1]]

    def p(self, v):
        return self.pos[v[0]][v[1]]

    def value_at(self, c, position):
        return (c, self.at[c][position])

    def random_value(self):
        return (self.rng.randrange(self.m), self.rng.randrange(self.n))

    def random_other(self, a, same_category_ok=True):
        """A value other than a (of another category unless same_category_ok)."""
        while True:
            b = self.random_value()
            if b != a and (same_category_ok or b[0] != a[0]):
                return b

    def clue(self, kind):
        """A random true clue of the given kind as text, or None if none fits this draw."""
        rng, n = self.rng, self.n
        a = self.random_value()
        pa = self.p(a)
        others = [c for c in range(self.m) if c != a[0]]
        if kind == "is":
            b = self.value_at(rng.choice(others), pa)
            return f"{self.name(a)} is {self.name(b)}"
        if kind == "is_not":
            b = self.random_other(a, same_category_ok=False)
            return None if self.p(b) == pa else f"{self.name(a)} is not {self.name(b)}"
        if kind == "is_or":
            c = rng.choice(others)
            b = self.value_at(c, pa)
            d = self.random_other(a, same_category_ok=False)
            if d == b:
                return None
            b, d = (b, d) if rng.random() < 0.5 else (d, b)
            return f"{self.name(a)} is {self.name(b)} or {self.name(d)}"
        if kind == "at":
            return f"{self.name(a)} at {pa}"
        if kind == "not_at":
            k = rng.randrange(1, n + 1)
            return None if k == pa else f"{self.name(a)} not at {k}"
        b = self.random_other(a)
        pb = self.p(b)
        if kind == "next_to":
            return None if abs(pa - pb) != 1 else f"{self.name(a)} next to {self.name(b)}"
        if kind == "not_next_to":
            return None if abs(pa - pb) == 1 else f"{self.name(a)} not next to {self.name(b)}"
        if kind == "left_of":
            return None if pa >= pb else f"{self.name(a)} left of {self.name(b)}"
        if kind == "right_of":
            return None if pa <= pb else f"{self.name(a)} right of {self.name(b)}"
        if kind == "just_left_of":
            return None if pa + 1 != pb else f"{self.name(a)} just left of {self.name(b)}"
        if kind == "just_right_of":
            return None if pa != pb + 1 else f"{self.name(a)} just right of {self.name(b)}"
        if kind == "away":
            k = abs(pa - pb)
            return None if k < 2 else f"{self.name(a)} {k} away from {self.name(b)}"
        if kind == "between":
            c = self.random_other(a)
            pc = self.p(c)
            if b == c or not (pb < pa < pc or pc < pa < pb):
                return None
            return f"{self.name(a)} between {self.name(b)} and {self.name(c)}"
        raise ValueError(kind)

    def random_clue(self, kinds, weights, taken):
        while True:
            text = self.clue(self.rng.choices(kinds, weights)[0])
            if text is not None and text not in taken:
                return text


def render(grid, clues, ask, title, command, unique=True):
    lines = [f"# {title}", f"# made by: {command}"]
    if unique:
        lines.append("# answer (values by position 1..N):")
    else:
        lines.append("# not unique; the solution the clues were drawn from (values by position 1..N):")
    width = max(len(name) for name, _ in grid.cats)
    for c, (name, vals) in enumerate(grid.cats):
        by_position = [vals[grid.at[c][p]] for p in range(1, grid.n + 1)]
        lines.append(f"#   {name:<{width}}  {' '.join(by_position)}")
    asked_cat, asked_value = ask
    lines.append(f"#   {'so' if unique else 'there'}: {grid.cats[asked_cat][0]} of {grid.name(asked_value)} is "
                 f"{grid.name(grid.value_at(asked_cat, grid.p(asked_value)))}")
    lines += [f"puzzle: {title}", f"positions: {grid.n}"]
    lines += [f"category {name}: {' '.join(vals)}" for name, vals in grid.cats]
    lines += [f"{i + 1}: {text}" for i, text in enumerate(clues)]
    lines.append(f"ask: {grid.cats[asked_cat][0]} of {grid.name(asked_value)}")
    return "\n".join(lines) + "\n"


class Checker:
    """Counts solutions of a candidate text up to a limit with deduce or clingo."""

    def __init__(self, kind, deduce):
        self.kind, self.deduce, self.calls = kind, deduce, 0
        if kind == "clingo":
            sys.path.insert(0, os.path.join(ROOT, "bench", "compare"))
            import zebra_reader  # noqa: E402 (found through the path above)
            import zebra_to_asp  # noqa: E402
            self.reader, self.asp = zebra_reader, zebra_to_asp

    def count(self, text, limit):
        """The number of solutions, or limit if there are at least that many."""
        self.calls += 1
        if self.kind == "clingo":
            program = self.asp.translate(self.reader.read(text))
            r = subprocess.run(["clingo", str(limit), "-q", "--outf=2"], input=program,
                               capture_output=True, text=True, check=False)
            return min(limit, json.loads(r.stdout)["Models"]["Number"])
        r = subprocess.run([self.deduce, "solve", "--kind", "zebra", "--count", "--limit",
                            str(limit), "--format", "json", "-"], input=text, capture_output=True,
                           text=True, check=False)
        if r.returncode not in (0, 1, 3):
            sys.exit(f"zebra_gen: {self.deduce} failed ({r.returncode}): {r.stderr.strip()}")
        return min(limit, int(json.loads(r.stdout)["results"][0]["count"]))


def parse_mix(text):
    mix = dict(DEFAULT_MIX)
    for item in filter(None, (text or "").split(",")):
        kind, _, weight = item.partition("=")
        if kind not in mix:
            sys.exit(f"zebra_gen: unknown statement type {kind!r} (one of {', '.join(mix)})")
        mix[kind] = float(weight)
    return mix


def generate(args, checker):
    rng = random.Random(args.seed)
    grid = Grid(args.positions, args.categories, rng)
    mix = parse_mix(args.mix)
    kinds = [k for k in mix if mix[k] > 0]
    weights = [mix[k] for k in kinds]
    ask = (0, (args.categories - 1, rng.randrange(args.positions)))
    target = args.max_solutions
    title = args.title or f"{args.positions}x{args.categories} logic grid, seed {args.seed}"
    command = shlex.join(["scripts/gen/zebra_gen.py"] + sys.argv[1:])

    def solutions(clues):
        return checker.count(render(grid, clues, ask, title, command, target == 1), target + 1)

    clues, taken = [], set()
    batch = max(1, args.positions // 2)
    while solutions(clues) > target:
        for _ in range(batch):
            text = grid.random_clue(kinds, weights, taken)
            taken.add(text)
            clues.append(text)
        if target == 1 and len(clues) > 40 * args.positions * args.categories:
            sys.exit("zebra_gen: no unique answer after many clues (is the mix too weak?)")
    if target > 1:
        # A loose grid: drop clues from the end of the last batch while the count stays in range.
        while clues and solutions(clues[:-1]) <= target:
            clues.pop()
    else:
        order = list(range(len(clues)))
        rng.shuffle(order)
        keep = [True] * len(clues)
        for i in order:
            keep[i] = False
            if solutions([c for c, k in zip(clues, keep) if k]) != 1:
                keep[i] = True
        clues = [c for c, k in zip(clues, keep) if k]
    return render(grid, clues, ask, title, command, target == 1), len(clues)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, required=True)
    ap.add_argument("--categories", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-solutions", type=int, default=1,
                    help="1: unique and minimal (default); K > 1: stop at K solutions or fewer")
    ap.add_argument("--mix", help="statement weights, e.g. is=6,at=1 (see DEFAULT_MIX)")
    ap.add_argument("--title")
    ap.add_argument("--checker", choices=["deduce", "clingo"], default="deduce")
    ap.add_argument("--deduce", default=os.path.join(ROOT, "build", "deduce"))
    ap.add_argument("--output")
    args = ap.parse_args()
    if not 2 <= args.positions <= 64 or args.categories < 2:
        sys.exit("zebra_gen: need 2..64 positions and at least 2 categories")
    checker = Checker(args.checker, args.deduce)
    text, count = generate(args, checker)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    print(f"zebra_gen: {count} clues, {checker.calls} solver calls", file=sys.stderr)


if __name__ == "__main__":
    main()
