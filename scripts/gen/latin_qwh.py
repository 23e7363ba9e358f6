#!/usr/bin/env python3
"""Quasigroup-with-holes (QWH) instances: Latin-square completion that is solvable by construction.

A QWH instance is a random Latin square of order n with h cells emptied ("holes"); the solver must
fill the holes back in.  Because the full square was there before the holes were punched, every
instance has at least one solution, so the benchmark measures search, never an early "no".

Hardness peak.  Achlioptas, Gomes, Kautz and Selman ("Generating satisfiable problem instances",
AAAI 2000) found the hardest QWH instances at about h = 1.6 * n^1.55 holes: 1.6 * 30^1.55 ~ 312 and
1.6 * 35^1.55 ~ 396.  Issue 2 asks for order 30 with about 316 holes and order 35 with about 405
holes.  "Holes" means EMPTY cells (the cells left for the solver), not givens: an order-30 instance
has 900 - 316 = 584 givens.

Uniform square.  The square comes from the Jacobson-Matthews Markov chain (Jacobson & Matthews,
"Generating uniformly distributed random Latin squares", J. Combin. Designs 1996) started from the
cyclic square and run for STEPS_PER_CELL * n^3 moves (and then until the state is proper).  The
chain works on the n x n x n incidence cube; an "improper" state has exactly one -1 entry.

Balanced holes (--balanced).  Kautz, Ruan, Achlioptas, Gomes, Selman and Stickel ("Balance and
filtering in structured satisfiable problems", IJCAI 2001) found QWH instances harder when the holes
are spread evenly: every row and every column holds floor(h/n) or ceil(h/n) of them.  The pattern is
read off a second random Latin square L2: the holes are the cells with L2 < h div n, plus h mod n of
the cells with L2 = h div n (one per row and column, since a symbol appears once in each).  Without
--balanced the h holes are a uniform sample of the cells.

Output: the grid format of docs/futoshiki.md, spaced (n > 9), no relations, several
puzzles in one file, each preceded by a comment naming its seed.  Reproducible: the same seed gives
the same file.

--mix K runs the chain for K * n^3 moves instead of 10 * n^3 (orders near 70 take minutes in Python
otherwise; the chain is believed to mix in far fewer than n^3 moves, and K = 1 still gives squares
that no solver can tell from uniform ones).

Usage: latin_qwh.py [--balanced] [--mix K] ORDER HOLES COUNT SEED > FILE
"""

import random
import sys

STEPS_PER_CELL = 10  # moves = STEPS_PER_CELL * n^3; n^3 is the usual mixing heuristic, 10x for margin


def cyclic_cube(n):
    """Incidence cube of the cyclic square L[r][c] = (r + c) mod n, as cube[r][c][s] in {-1,0,1}."""
    cube = [[[0] * n for _ in range(n)] for _ in range(n)]
    for r in range(n):
        for c in range(n):
            cube[r][c][(r + c) % n] = 1
    return cube


def jacobson_matthews(n, steps, rng):
    cube = cyclic_cube(n)
    improper = None  # (r, c, s) of the -1 entry while the state is improper
    step = 0
    while step < steps or improper is not None:
        if improper is None:
            # Proper: pick a 0 cell of the cube uniformly.
            while True:
                r, c, s = rng.randrange(n), rng.randrange(n), rng.randrange(n)
                if cube[r][c][s] == 0:
                    break
            s1 = next(k for k in range(n) if cube[r][c][k] == 1)
            c1 = next(k for k in range(n) if cube[r][k][s] == 1)
            r1 = next(k for k in range(n) if cube[k][c][s] == 1)
        else:
            # Improper: (r, c, s) holds -1; each line through it holds two 1s, pick one of each.
            r, c, s = improper
            s1 = rng.choice([k for k in range(n) if cube[r][c][k] == 1])
            c1 = rng.choice([k for k in range(n) if cube[r][k][s] == 1])
            r1 = rng.choice([k for k in range(n) if cube[k][c][s] == 1])
        cube[r][c][s] += 1
        cube[r][c1][s] -= 1
        cube[r1][c][s] -= 1
        cube[r][c][s1] -= 1
        cube[r1][c1][s] += 1
        cube[r1][c][s1] += 1
        cube[r][c1][s1] += 1
        cube[r1][c1][s1] -= 1
        improper = (r1, c1, s1) if cube[r1][c1][s1] < 0 else None
        step += 1
    return [[next(s for s in range(n) if cube[r][c][s] == 1) + 1 for c in range(n)]
            for r in range(n)]


def check_latin(square):
    n = len(square)
    full = set(range(1, n + 1))
    assert all(set(row) == full for row in square)
    assert all({square[r][c] for r in range(n)} == full for c in range(n))


def write_grid(square, out):
    n = len(square)
    out.write(f"{n}\n")
    for r, row in enumerate(square):
        out.write(" | ".join(str(v) for v in row) + "\n")
        if r + 1 < n:
            out.write(" ".join("-" for _ in range(2 * n - 1)) + "\n")


def balanced_holes(n, holes, rng, mix):
    """Cells for `holes` holes, floor or ceil of holes/n in each row and column (see above)."""
    pattern = jacobson_matthews(n, mix * n ** 3, rng)
    full, extra = divmod(holes, n)
    cells = [(r, c) for r in range(n) for c in range(n) if pattern[r][c] <= full]
    edge = [(r, c) for r in range(n) for c in range(n) if pattern[r][c] == full + 1]
    return cells + rng.sample(edge, extra)


def main():
    args = sys.argv[1:]
    balanced = "--balanced" in args
    args = [a for a in args if a != "--balanced"]
    mix = STEPS_PER_CELL
    if "--mix" in args:
        at = args.index("--mix")
        mix = int(args[at + 1]) if at + 1 < len(args) else 0
        del args[at:at + 2]
        if mix < 1:
            sys.stderr.write("latin_qwh.py: --mix expects a positive integer\n")
            sys.exit(2)
    if len(args) != 4:
        sys.stderr.write(__doc__.split("\n\n")[-1] + "\n")
        sys.exit(2)
    order, holes, count, seed = (int(a) for a in args)
    if not 0 <= holes <= order * order:
        sys.stderr.write(f"latin_qwh.py: holes must be 0..{order * order}\n")
        sys.exit(2)
    out = sys.stdout
    flag = ("--balanced " if balanced else "") + (f"--mix {mix} " if mix != STEPS_PER_CELL else "")
    kind = "balanced " if balanced else ""
    out.write(f"# QWH order {order}, {holes} {kind}holes (empty cells), {count} instances, "
              f"made by scripts/gen/latin_qwh.py {flag}{order} {holes} {count} {seed}\n")
    for i in range(count):
        instance_seed = seed * 1000 + i
        rng = random.Random(instance_seed)
        square = jacobson_matthews(order, mix * order ** 3, rng)
        check_latin(square)
        cells = [(r, c) for r in range(order) for c in range(order)]
        chosen = balanced_holes(order, holes, rng, mix) if balanced else rng.sample(cells, holes)
        for r, c in chosen:
            square[r][c] = 0
        out.write(f"\n# instance {i + 1}, seed {instance_seed}\n")
        write_grid(square, out)


if __name__ == "__main__":
    main()
