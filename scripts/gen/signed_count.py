#!/usr/bin/env python3
"""A count that must search: an order-n square with two givens and one sign, found for a target.

A sign turns deduce's row counter off (puzzles/latin/row_count.h), so such a grid is counted by
the search, on every thread asked for: the benchmark of the parallel count (issue 30). The count
of a grid with the sign A < B is the sum, over the value pairs a < b, of the counts of the grid
with A = a and B = b as givens, which deduce's row counter gives in an instant; so the script tries
every placement below in seconds and prints the first grid whose count is the target.

Tried: givens r1c1 = 1 and a second given among r1c2 = 2, r2c2 = 1, r2c2 = 2, r2c1 = 2; one sign
between two neighbours (every pair, either way), in that order.

Usage: signed_count.py ORDER TARGET [DEDUCE] > FILE    (DEDUCE: build/deduce)
  signed_count.py 6 13049856 > bench/data/futoshiki/count_6_signed.fut
"""

import subprocess
import sys


def grid(n, givens, sign=None):
    """The grid format (compact) of `givens` {(r, c): v} and one sign ((r, c), (r2, c2), sym)."""
    rows = [[str(givens.get((r, c), 0)) for c in range(n)] for r in range(n)]
    out = [str(n)]
    for r in range(n):
        line = rows[r][0]
        for c in range(1, n):
            rel = "|"
            if sign and sign[0] == (r, c - 1) and sign[1] == (r, c):
                rel = sign[2]
            line += rel + rows[r][c]
        out.append(line)
        if r + 1 < n:
            syms = []
            for c in range(n):
                rel = "-"
                if sign and sign[0] == (r, c) and sign[1] == (r + 1, c):
                    rel = sign[2]
                syms.append(rel)
            out.append("-".join(syms))
    return "\n".join(out) + "\n"


def counts(deduce, grids):
    """deduce's count of each grid, in order (0 for an invalid one)."""
    out = subprocess.run([deduce, "solve", "--count", "-"], input="".join(grids),
                         capture_output=True, text=True, check=False).stdout
    return [int(line) for line in out.splitlines() if line.strip().isdigit()]


def less_count(deduce, n, givens, a_cell, b_cell):
    """Solutions of `givens` with a_cell < b_cell."""
    grids = []
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if givens.get(a_cell, a) != a or givens.get(b_cell, b) != b:
                continue
            g = dict(givens)
            g[a_cell], g[b_cell] = a, b
            grids.append(grid(n, g))
    return sum(counts(deduce, grids)) if grids else 0


def main():
    if len(sys.argv) not in (3, 4):
        sys.stderr.write(__doc__.split("Usage: ")[-1])
        sys.exit(2)
    n, target = int(sys.argv[1]), int(sys.argv[2])
    deduce = sys.argv[3] if len(sys.argv) == 4 else "build/deduce"
    neighbours = [((r, c), (r, c + 1), "<", ">") for r in range(n) for c in range(n - 1)]
    neighbours += [((r, c), (r + 1, c), "^", "v") for r in range(n - 1) for c in range(n)]
    for cell, value in (((0, 1), 2), ((1, 1), 1), ((1, 1), 2), ((1, 0), 2)):
        givens = {(0, 0): 1, cell: value}
        total = counts(deduce, [grid(n, givens)])[0]
        for a_cell, b_cell, less, more in neighbours:
            k = less_count(deduce, n, givens, a_cell, b_cell)
            for count, sym in ((k, less), (total - k, more)):
                if count == target:
                    sys.stdout.write(f"# order {n}, two givens and one sign: {target} solutions "
                                     f"(scripts/gen/signed_count.py {n} {target})\n")
                    sys.stdout.write(grid(n, givens, (a_cell, b_cell, sym)))
                    return
    sys.stderr.write(f"no placement tried gives {target}\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
