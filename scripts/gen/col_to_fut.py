#!/usr/bin/env python3
"""Carla Gomes's QWH instances in DIMACS COLOR02 "fixed set" form (.col) to the grid format.

The COLOR02 benchmark set has Gomes's quasigroup-with-holes instances as list colourings:
qwhdec.orderN.holesH[.bal].1.col, N*N nodes in row-major order (node r*N + c + 1 is cell r, c),
an `f NODE COLOURS...` line for each node (one colour: a given; N colours: a hole) and the edges
of the rows and columns. The file carries no licence, so deduce does not commit copies: this
script makes the grids from a copy you fetch (docs/benchmarks.md, "Heavy tails on one core", says
where one is). Checks that the edges are exactly the rows' and columns' cliques.

Usage: col_to_fut.py FILE.col > FILE.fut
"""

import sys


def convert(lines):
    n = None
    cells = {}
    edges = set()
    for line in lines:
        t = line.split()
        if not t or t[0] == "c":
            continue
        if t[0] == "p":
            nodes = int(t[2])
            n = int(round(nodes ** 0.5))
            if n * n != nodes:
                raise ValueError(f"{nodes} nodes is not a square")
        elif t[0] == "f":
            node, colours = int(t[1]), [int(x) for x in t[2:]]
            cells[node] = colours[0] if len(colours) == 1 else 0
            if len(colours) not in (1, n):
                raise ValueError(f"node {node}: {len(colours)} colours, neither 1 nor {n}")
        elif t[0] == "e":
            a, b = int(t[1]) - 1, int(t[2]) - 1
            edges.add((min(a, b), max(a, b)))
    if n is None or len(cells) != n * n:
        raise ValueError("not a fixed-set QWH file")
    expected = set()
    for a in range(n * n):
        for b in range(a + 1, n * n):
            if a // n == b // n or a % n == b % n:
                expected.add((a, b))
    if edges != expected:
        raise ValueError("the edges are not a Latin square's rows and columns")
    out = [str(n)]
    for r in range(n):
        out.append(" | ".join(str(cells[r * n + c + 1]) for c in range(n)))
        if r + 1 < n:
            out.append(" ".join("-" * (2 * n - 1)))
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.stderr.write(__doc__.split("Usage: ")[-1])
        sys.exit(2)
    with open(sys.argv[1], encoding="ascii") as f:
        sys.stdout.write(f"# {sys.argv[1].rsplit('/', 1)[-1]} (Carla Gomes, DIMACS COLOR02)\n")
        sys.stdout.write(convert(f))


if __name__ == "__main__":
    main()
