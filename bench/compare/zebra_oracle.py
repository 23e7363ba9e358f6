#!/usr/bin/env python3
"""A brute-force counter of logic-grid (.zebra) solutions, for tiny grids: the oracle that the
translators to clingo and MiniZinc (and deduce) are checked against.

It tries every permutation of every category (the first one fixed with `positions: none`) and
evaluates each clue straight from the words of docs/zebra.md, with exact fractions for the
numbers of ordered categories: nothing is shared with the translators but the reader.

Usage: zebra_oracle.py FILE.zebra   prints the number of solutions (keep it to N <= 4 or so)
       (also importable: solutions(puzzle), holds(puzzle, statement, pos))
"""
import itertools
import operator
import sys

import zebra_reader

COMPARE = {"=": operator.eq, "!=": operator.ne, "<": operator.lt, ">": operator.gt,
           "<=": operator.le, ">=": operator.ge}
ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def value(p, e, pos, at):
    """The exact value of expression e; pos maps value id -> position, at (category, position)
    -> value id (KeyError for a value not placed yet)."""
    kind = e[0]
    if kind == "num":
        return e[1]
    if kind == "pos":
        return pos[e[1]]
    if kind == "attr":
        c = e[1]
        return p.numbers[c][at[c, pos[e[2]]] % p.n]
    return ARITH[kind](value(p, e[1], pos, at), value(p, e[2], pos, at))


def holds(p, st, pos, at):
    kind = st[0]
    a = pos[st[1]] if kind in SIMPLE_KINDS else None
    b = pos[st[2]] if kind in PAIR_KINDS else None
    n = p.n
    if kind == "is":
        return a == b
    if kind == "is_not":
        return a != b
    if kind == "is_or":
        return any(a == pos[x] for x in st[2])
    if kind == "at":
        return a in st[2]
    if kind == "not_at":
        return a != st[2]
    if kind == "at_end":
        return a in (1, n)
    if kind == "middle":
        return a == (n + 1) // 2
    if kind == "next_to":
        return p.adjacent(a, b)
    if kind == "not_next_to":
        return not p.adjacent(a, b)
    if kind == "left_of":
        return a < b
    if kind == "right_of":
        return a > b
    if kind == "not_left_of":
        return a >= b
    if kind == "not_right_of":
        return a <= b
    if kind == "just_left_of":
        return p.just_left(a, b)
    if kind == "just_right_of":
        return p.just_left(b, a)
    if kind == "not_just_left_of":
        return not p.just_left(a, b)
    if kind == "not_just_right_of":
        return not p.just_left(b, a)
    if kind == "between":
        c = pos[st[3]]
        return b < a < c or c < a < b
    if kind == "away":
        return p.distance(a, b) == st[3]
    if kind == "k_left":
        return a + st[3] == b
    if kind == "k_right":
        return a == b + st[3]
    if kind == "neither":
        c = pos[st[3]]
        return c != a and c != b
    if kind == "pair":
        c, d = pos[st[3]], pos[st[4]]
        return a != b and {a, b} == {c, d}
    if kind == "different":
        ps = [pos[x] for x in st[1]]
        return len(set(ps)) == len(ps)
    if kind == "cmp":
        return COMPARE[st[1]](value(p, st[2], pos, at), value(p, st[3], pos, at))
    if kind == "not":
        return not holds(p, st[1], pos, at)
    if kind == "any":
        return any(holds(p, s, pos, at) for s in st[1])
    if kind == "all":
        return all(holds(p, s, pos, at) for s in st[1])
    if kind == "exactly":
        return sum(holds(p, s, pos, at) for s in st[2]) == st[1]
    raise ValueError(f"unknown statement {kind}")


PAIR_KINDS = {"is", "is_not", "next_to", "not_next_to", "left_of", "right_of", "not_left_of",
              "not_right_of", "just_left_of", "just_right_of", "not_just_left_of",
              "not_just_right_of", "between", "away", "k_left", "k_right", "neither", "pair"}
SIMPLE_KINDS = PAIR_KINDS | {"is_or", "at", "not_at", "at_end", "middle"}


def solutions(p):
    """Every solution as a tuple of positions by value id.

    Categories are placed one after another (every permutation of each); after each, the clues
    are evaluated on the values placed so far: a clue that reads an unplaced value raises
    KeyError and waits, one that is false cuts the branch. Python's `any` and `all` stop at the
    first deciding part, so an answer found early never depends on an unplaced value."""
    n, m = p.n, len(p.categories)
    perms = list(itertools.permutations(range(1, n + 1)))
    found = []
    pos, at = {}, {}

    def place(c, pending):
        if c == m:
            found.append(tuple(pos[v] for v in range(m * n)))
            return
        for perm in [tuple(range(1, n + 1))] if p.plain and c == 0 else perms:
            for i in range(n):
                pos[c * n + i] = perm[i]
                at[c, perm[i]] = c * n + i
            waiting = []
            for st in pending:
                try:
                    if not holds(p, st, pos, at):
                        break
                except KeyError:
                    waiting.append(st)
            else:
                place(c + 1, waiting)
        for i in range(n):
            del pos[c * n + i]
        for q in range(1, n + 1):
            del at[c, q]

    place(0, [st for _, st in p.clues])
    return found


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: zebra_oracle.py FILE.zebra")
    print(len(solutions(zebra_reader.read_file(sys.argv[1]))))
