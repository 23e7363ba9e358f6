#!/usr/bin/env python3
"""Translates a logic grid (.zebra) into a MiniZinc model.

Usage: zebra_to_mzn.py FILE.zebra > FILE.mzn;
       minizinc --solver gecode -a -s FILE.mzn  enumerates (and counts) the solutions.

The plain model: one position variable per value (numbered category * n +
index, as in bench/compare/zebra_reader.py), all-different per category, and
one constraint per clue in the words of the format. The search is Gecode's
first-fail, smallest value first, as in bench/compare/minizinc/latin.mzn.
As there, the all-different is Gecode's native `all_different_int` with
`:: domain`: Debian's MiniZinc 2.6 would otherwise decompose `alldifferent`
into pairwise `!=` with Gecode 6.2's solver library.
"""
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
           'include "all_different_int.mzn";  % Gecode\'s native declaration',
           f"array[0..{m * n - 1}] of var 1..{n}: x;"]
    for c, (name, _) in enumerate(p.categories):
        out.append(f"constraint all_different_int([x[i] | i in {c * n}..{c * n + n - 1}]) :: domain;"
                   f"  % {name}")
    for label, kind, args in p.clues:
        names = zebra_reader.operands(kind, args)
        out.append(f"constraint {CONSTRAINTS[kind].format(**names)};  % clue {label}")
    out.append("solve :: int_search(x, first_fail, indomain_min) satisfy;")
    out.append('output [show(x), "\\n"];')
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    zebra_reader.translate_main(translate, "zebra_to_mzn.py")
