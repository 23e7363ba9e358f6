#!/usr/bin/env python3
"""Translates a logic grid (.zebra) into a MiniZinc model.

Usage: zebra_to_mzn.py FILE.zebra > FILE.mzn;
       minizinc --solver gecode -a -s FILE.mzn  enumerates (and counts) the solutions.

The plain model: one position variable per value (numbered category * n +
index, as in bench/compare/zebra_reader.py), all-different per category, and
one constraint per clue in the words of the format; a statement inside
`not:`, `any of:`, `exactly k of:` or `all of:` is the same Boolean expression
(reified by MiniZinc). Without positions (`positions: none`) the first
category's values are fixed at 1..n. On a circle or a map, neighbours, the
one-step order and distances are constant tables indexed by positions. An
ordered category C has an array o_C of its numbers by position (scaled to
integers as in Puzzle.scale), so that NAME(A) is o_C[x[A]].
The search is Gecode's first-fail, smallest value first, as in
bench/compare/minizinc/latin.mzn. As there, the all-different is Gecode's
native `all_different_int` with `:: domain`: Debian's MiniZinc 2.6 would
otherwise decompose `alldifferent` into pairwise `!=` with Gecode 6.2's
solver library.
"""
import zebra_reader

# The first language's statements on a line: the constraints they always had.
LINE = {
    "next_to": "abs(x[{A}] - x[{B}]) = 1",
    "not_next_to": "abs(x[{A}] - x[{B}]) != 1",
    "just_left_of": "x[{A}] + 1 = x[{B}]",
    "just_right_of": "x[{A}] = x[{B}] + 1",
    "not_just_left_of": "x[{A}] + 1 != x[{B}]",
    "not_just_right_of": "x[{A}] != x[{B}] + 1",
    "away": "abs(x[{A}] - x[{B}]) = {K}",
}
# Elsewhere (circles and maps), the same through the tables adj, step and dist.
TABLES = {
    "next_to": "adj[x[{A}], x[{B}]]",
    "not_next_to": "not adj[x[{A}], x[{B}]]",
    "just_left_of": "step[x[{A}], x[{B}]]",
    "just_right_of": "step[x[{B}], x[{A}]]",
    "not_just_left_of": "not step[x[{A}], x[{B}]]",
    "not_just_right_of": "not step[x[{B}], x[{A}]]",
    "away": "dist[x[{A}], x[{B}]] = {K}",
}
ANY_LAYOUT = {
    "is": "x[{A}] = x[{B}]",
    "is_not": "x[{A}] != x[{B}]",
    "not_at": "x[{A}] != {K}",
    "at_end": "(x[{A}] = 1 \\/ x[{A}] = {N})",
    "middle": "x[{A}] = {M}",
    "left_of": "x[{A}] < x[{B}]",
    "right_of": "x[{A}] > x[{B}]",
    "not_left_of": "x[{A}] >= x[{B}]",
    "not_right_of": "x[{A}] <= x[{B}]",
    "between": "((x[{B}] < x[{A}] /\\ x[{A}] < x[{C}]) \\/ (x[{C}] < x[{A}] /\\ x[{A}] < x[{B}]))",
    "k_left": "x[{A}] + {K} = x[{B}]",
    "k_right": "x[{A}] = x[{B}] + {K}",
    "neither": "(x[{C}] != x[{A}] /\\ x[{C}] != x[{B}])",
    "pair": "(x[{A}] != x[{B}] /\\ ((x[{A}] = x[{C}] /\\ x[{B}] = x[{D}]) \\/ "
            "(x[{A}] = x[{D}] /\\ x[{B}] = x[{C}])))",
}


def expression(p, st):
    """The MiniZinc text of statement st."""
    kind = st[0]
    table = LINE if p.layout == "line" else TABLES
    if kind in table or kind in ANY_LAYOUT:
        names = dict(zip("ABCD", st[1:5]), N=p.n, M=(p.n + 1) // 2)
        if kind in ("away", "k_left", "k_right"):
            names = dict(A=st[1], B=st[2], K=st[3])
        if kind == "not_at":
            names = dict(A=st[1], K=st[2])
        return (table.get(kind) or ANY_LAYOUT[kind]).format(**names)
    if kind == "is_or":
        return "(" + " \\/ ".join(f"x[{st[1]}] = x[{b}]" for b in st[2]) + ")"
    if kind == "at":
        if len(st[2]) == 1:
            return f"x[{st[1]}] = {st[2][0]}"
        return f"x[{st[1]}] in {{{', '.join(map(str, st[2]))}}}"
    if kind == "different":
        return "(" + " /\\ ".join(f"x[{a}] != x[{b}]" for i, a in enumerate(st[1])
                                   for b in st[1][i + 1:]) + ")" if len(st[1]) > 1 else "true"
    if kind == "cmp":
        def atom(e):
            if e[0] == "pos":
                return f"x[{e[1]}]"
            return f"o{e[1]}[x[{e[2]}]]"

        left, right = zebra_reader.scaled_comparison(p, st, atom)
        return f"({left} {'==' if st[1] == '=' else st[1]} {right})"
    if kind == "not":
        return f"(not ({expression(p, st[1])}))"
    if kind in ("any", "all"):
        joint = " \\/ " if kind == "any" else " /\\ "
        return "(" + joint.join(expression(p, s) for s in st[1]) + ")"
    if kind == "exactly":
        terms = ", ".join(f"bool2int({expression(p, s)})" for s in st[2])
        return f"(sum([{terms}]) = {st[1]})"
    raise ValueError(f"unknown statement {kind}")


def table(p, name, cell):
    ps = range(1, p.n + 1)
    cells = ", ".join(cell(a, b) for a in ps for b in ps)
    return f"array[1..{p.n}, 1..{p.n}] of int: {name} = array2d(1..{p.n}, 1..{p.n}, [{cells}]);"


def translate(p):
    m = len(p.categories)
    n = p.n
    out = [f"% {p.title or 'logic grid'}: {n} positions, {m} categories",
           'include "all_different_int.mzn";  % Gecode\'s native declaration',
           f"array[0..{m * n - 1}] of var 1..{n}: x;"]
    for c, (name, _) in enumerate(p.categories):
        out.append(f"constraint all_different_int([x[i] | i in {c * n}..{c * n + n - 1}]) :: domain;"
                   f"  % {name}")
    if p.plain:
        out.append(f"constraint forall(i in 0..{n - 1})(x[i] = i + 1);  % no positions")
    if p.layout != "line":
        ps = range(1, p.n + 1)
        out.append(f"array[1..{n}, 1..{n}] of bool: adj = array2d(1..{n}, 1..{n}, ["
                   + ", ".join(str(p.adjacent(a, b)).lower() for a in ps for b in ps) + "]);")
        out.append(f"array[1..{n}, 1..{n}] of bool: step = array2d(1..{n}, 1..{n}, ["
                   + ", ".join(str(p.just_left(a, b)).lower() for a in ps for b in ps) + "]);")
        out.append(table(p, "dist", lambda a, b: str(p.distance(a, b) if p.distance(a, b)
                                                      is not None else -1)))
    for c in p.numbers:
        numbers = ", ".join(str(p.scaled_number(c * n + i)) for i in range(n))
        # The domain matters: with `var int`, Gecode 6.2 takes minutes on a 4x4 grid.
        out.append(f"array[1..{n}] of var {{{numbers}}}: o{c};  % {p.categories[c][0]} by position")
        out.append(f"constraint forall(i in 0..{n - 1})"
                   f"(o{c}[x[{c * n} + i]] = [{numbers}][i + 1]);")
    for label, st in p.clues:
        out.append(f"constraint {expression(p, st)};  % clue {label}")
    out.append("solve :: int_search(x, first_fail, indomain_min) satisfy;")
    out.append('output [show(x), "\\n"];')
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    zebra_reader.translate_main(translate, "zebra_to_mzn.py")
