#!/usr/bin/env python3
"""Translates a logic grid (.zebra) into a MiniZinc model.

Usage: zebra_to_mzn.py FILE.zebra > FILE.mzn;
       minizinc --solver gecode -a -s FILE.mzn  enumerates (and counts) the solutions.

The plain model: one position variable per value (numbered category * n +
index, as in bench/compare/zebra_reader.py), `alldifferent` per category, and
one constraint per clue in the words of the format. The search is Gecode's
first-fail, smallest value first, as in bench/compare/minizinc/latin.mzn.
"""
import sys

import zebra_reader

CONSTRAINTS = {
    "is": "x[{A}] = x[{B}]",
    "is_not": "x[{A}] != x[{B}]",
    "is_or": "(x[{A}] = x[{B}] \\/ x[{A}] = x[{C}])",
    "at": "x[{A}] = {K}",
    "not_at": "x[{A}] != {K}",
    "next_to": "abs(x[{A}] - x[{B}]) = 1",
    "not_next_to": "abs(x[{A}] - x[{B}]) != 1",
    "left_of": "x[{A}] < x[{B}]",
    "right_of": "x[{A}] > x[{B}]",
    "just_left_of": "x[{A}] + 1 = x[{B}]",
    "just_right_of": "x[{A}] = x[{B}] + 1",
    "between": "((x[{B}] < x[{A}] /\\ x[{A}] < x[{C}]) \\/ (x[{C}] < x[{A}] /\\ x[{A}] < x[{B}]))",
    "away": "abs(x[{A}] - x[{B}]) = {K}",
}


def translate(p):
    m = len(p.categories)
    n = p.n
    out = [f"% {p.title or 'logic grid'}: {n} positions, {m} categories",
           'include "alldifferent.mzn";',
           f"array[0..{m * n - 1}] of var 1..{n}: x;"]
    for c, (name, _) in enumerate(p.categories):
        out.append(f"constraint alldifferent([x[i] | i in {c * n}..{c * n + n - 1}]);  % {name}")
    for label, kind, args in p.clues:
        names = {"A": args[0]}
        if kind in ("at", "not_at"):
            names["K"] = args[1]
        elif kind == "away":
            names.update(B=args[1], K=args[2])
        else:
            names.update(zip("BC", args[1:]))
        out.append(f"constraint {CONSTRAINTS[kind].format(**names)};  % clue {label}")
    out.append("solve :: int_search(x, first_fail, indomain_min) satisfy;")
    out.append('output [show(x), "\\n"];')
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: zebra_to_mzn.py FILE.zebra")
    sys.stdout.write(translate(zebra_reader.read_file(sys.argv[1])))


if __name__ == "__main__":
    main()
