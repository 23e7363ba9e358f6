#!/usr/bin/env python3
"""Counting instances: an empty Latin square of order n, optionally with the first row fixed.

Known counts (OEIS A002860 for all squares; with the first row fixed, the total divided by n!):
  order 4, empty              576
  order 5, empty          161,280
  order 6, first row 1..n 1,128,960   (812,851,200 / 720)

Output: the grid format of docs/futoshiki.md (compact, n <= 9), no relations.

Usage: latin_count.py ORDER [--first-row] > FILE
"""

import sys

KNOWN = {(4, False): 576, (5, False): 161280, (6, True): 1128960, (4, True): 24, (5, True): 1344}


def main():
    args = sys.argv[1:]
    first_row = "--first-row" in args
    args = [a for a in args if a != "--first-row"]
    if len(args) != 1:
        sys.stderr.write(__doc__.split("\n\n")[-1] + "\n")
        sys.exit(2)
    n = int(args[0])
    known = KNOWN.get((n, first_row))
    what = "first row 1..n fixed" if first_row else "empty"
    sys.stdout.write(f"# Latin squares of order {n}, {what}"
                     + (f": {known} solutions" if known else "") + "\n")
    sys.stdout.write(f"{n}\n")
    for r in range(n):
        values = [str(c + 1) if (first_row and r == 0) else "0" for c in range(n)]
        sys.stdout.write("|".join(values) + "\n")
        if r + 1 < n:
            sys.stdout.write("-" * (2 * n - 1) + "\n")


if __name__ == "__main__":
    main()
