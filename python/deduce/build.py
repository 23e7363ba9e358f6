"""Puzzles built from Python data, written as their text in deduce's own
formats (docs/futoshiki.md, docs/zebra.md, docs/river.md, docs/sudoku.md), so that a built
puzzle is read by the same parser, with the same checks and messages, as a
file: every call takes the text these return."""

from __future__ import annotations

import re
from typing import Iterable, Mapping, Optional, Sequence, Union

__all__ = ["futoshiki", "zebra", "river", "sudoku"]

_CELL = re.compile(r"^\s*r(\d+)c(\d+)\s*([<>])\s*r(\d+)c(\d+)\s*$")
_CELL_NAME = re.compile(r"^\s*r(\d+)c(\d+)\s*$")


def futoshiki(rows: Sequence[Sequence[Optional[int]]], signs: Iterable[str] = ()) -> str:
    """A Futoshiki grid: ``rows`` of values (0 or None for an empty cell) and
    ``signs`` between neighbouring cells, named as deduce's explanations name
    them, 1-based: ``"r1c1 > r1c2"`` (left larger), ``"r2c3 < r3c3"`` (upper
    smaller). Raises ValueError for a sign between cells that do not touch."""
    n = len(rows)
    if n == 0 or any(len(r) != n for r in rows):
        raise ValueError(f"a Futoshiki grid is square: {n} rows of {n} values each")
    across = [["|"] * (n - 1) for _ in range(n)]  # between (r, c) and (r, c+1)
    down = [["-"] * n for _ in range(n - 1)]  # between (r, c) and (r+1, c)
    for sign in signs:
        m = _CELL.match(sign)
        if not m:
            raise ValueError(f"a sign is written `r1c1 < r1c2` (or >), not `{sign}`")
        r1, c1, op, r2, c2 = int(m[1]) - 1, int(m[2]) - 1, m[3], int(m[4]) - 1, int(m[5]) - 1
        if not all(0 <= v < n for v in (r1, c1, r2, c2)):
            raise ValueError(f"`{sign}` names a cell outside the {n}x{n} grid")
        if (r2, c2) < (r1, c1):  # write it from the upper or left cell
            r1, c1, r2, c2, op = r2, c2, r1, c1, "<" if op == ">" else ">"
        if r1 == r2 and c2 == c1 + 1:
            across[r1][c1] = op
        elif c1 == c2 and r2 == r1 + 1:
            down[r1][c1] = "^" if op == "<" else "v"
        else:
            raise ValueError(f"`{sign}`: a sign stands between two neighbouring cells")
    spaced = n > 9
    lines = [str(n)]
    for r in range(n):
        cells = [str(v or 0) for v in rows[r]]
        row = cells[0]
        for c in range(1, n):
            row += (f" {across[r][c - 1]} " if spaced else across[r][c - 1]) + cells[c]
        lines.append(row)
        if r < n - 1:
            lines.append((" - " if spaced else "-").join(down[r]))
    return "\n".join(lines) + "\n"


def zebra(categories: Mapping[str, Sequence[str]],
          clues: Union[Sequence[str], Mapping[str, str]],
          *, title: Optional[str] = None, positions: Union[int, str, None] = None,
          asks: Iterable[str] = (), layout: Optional[str] = None,
          ordered: Iterable[str] = ()) -> str:
    """A logic grid: ``categories`` maps each name to its values, ``clues``
    is a list of statements (labelled 1, 2, ...) or a dict label ->
    statement, in the format's words (``"brit is red"``, ``"milk at 3"``,
    ``"green just left of white"``); ``asks`` as ``"nationality of fish"``.
    ``ordered`` names the categories whose values are numbers in order;
    ``positions`` may be ``"none"`` (a plain grid) and ``layout``
    ``"circle"`` or a list of edges, as the format says."""
    lines = []
    if title:
        lines.append(f"puzzle: {title}")
    if positions is not None:
        lines.append(f"positions: {positions}")
    if layout is not None:
        lines.append(f"layout: {layout}")
    ordered = set(ordered)
    for name, values in categories.items():
        keyword = "ordered" if name in ordered else "category"
        lines.append(f"{keyword} {name}: {' '.join(str(v) for v in values)}")
    labelled = clues.items() if isinstance(clues, Mapping) else (
        (str(i), c) for i, c in enumerate(clues, 1))
    for label, statement in labelled:
        lines.append(f"{label}: {statement}")
    for ask in asks:
        lines.append(f"ask: {ask}")
    return "\n".join(lines) + "\n"


def river(groups: Mapping[str, int], boat: int, *, forbid: Iterable[str] = (),
          forbid_boat: Iterable[str] = (), rowers: Iterable[str] = (),
          cost: Optional[str] = None, goal: Optional[str] = None,
          title: Optional[str] = None) -> str:
    """A river crossing: ``groups`` maps each kind of traveller to how many,
    ``boat`` its capacity, and the rules in the format's expressions:
    ``forbid=["monk > 0 and monster > monk"]`` (a bank), ``forbid_boat``
    (a load), ``rowers`` (who may row), ``cost`` and ``goal``."""
    lines = []
    if title:
        lines.append(f"puzzle: {title}")
    for name, n in groups.items():
        lines.append(f"group {name} {n}")
    lines.append(f"boat {boat}")
    rowers = list(rowers)
    if rowers:
        lines.append(f"rowers: {' '.join(rowers)}")
    lines += [f"forbid: {e}" for e in forbid]
    lines += [f"forbid boat: {e}" for e in forbid_boat]
    if cost is not None:
        lines.append(f"cost: {cost}")
    if goal is not None:
        lines.append(f"goal: {goal}")
    return "\n".join(lines) + "\n"


def _cell_of(cell: Union[str, Sequence[int]], n: int) -> tuple:
    """A cell named ``"r2c3"`` or given as ``(2, 3)``, 1-based, as (row, column) from 0."""
    if isinstance(cell, str):
        m = _CELL_NAME.match(cell)
        if not m:
            raise ValueError(f"a cell is written `r2c3` or (2, 3), not `{cell}`")
        r, c = int(m[1]), int(m[2])
    else:
        r, c = cell
    if not (1 <= r <= n and 1 <= c <= n):
        raise ValueError(f"{cell!r} names a cell outside the {n}x{n} grid")
    return r - 1, c - 1


def sudoku(rows: Sequence[Sequence[Optional[int]]], *,
           boxes: Optional[Sequence[int]] = None,
           regions: Optional[Sequence[Sequence[str]]] = None, x: bool = False,
           cages: Iterable[tuple] = ()) -> str:
    """A Sudoku in the ``.sudoku`` format (docs/sudoku.md): ``rows`` of digits
    (0 or None for an empty cell); ``boxes=(rows, columns)`` (the squarest
    shape by default) or ``regions``, n rows of n labels (a jigsaw: each
    label's cells a region); ``x=True`` for both diagonals; ``cages`` a list
    of ``(sum, cells)`` (killer: the cells named ``"r1c1"`` or ``(1, 1)``;
    a sum of None keeps only the digits apart). A plain string (81
    characters, a grid, a Solo game ID) needs no builder: every call takes it
    as it is. Raises ValueError for a grid that is not square or a cell
    outside it."""
    n = len(rows)
    if n == 0 or any(len(r) != n for r in rows):
        raise ValueError(f"a Sudoku grid is square: {n} rows of {n} values each")
    if boxes is not None and regions is not None:
        raise ValueError("a Sudoku has boxes or jigsaw regions, not both")
    head = [f"sudoku {n}"]
    if boxes is not None:
        head.append(f"boxes {boxes[0]}x{boxes[1]}")
    if regions is not None:
        head.append("jigsaw")
    if x:
        head.append("x")
    cages = list(cages)
    if cages:
        head.append("killer")
    lines = [" ".join(head)]
    lines += [" ".join(str(v or ".") for v in row) for row in rows]
    if regions is not None:
        if len(regions) != n or any(len(r) != n for r in regions):
            raise ValueError(f"the regions are {n} rows of {n} labels")
        lines.append("regions")
        lines += [" ".join(str(label) for label in row) for row in regions]
    if cages:
        label = [[""] * n for _ in range(n)]
        sums = []
        for i, (total, cells) in enumerate(cages, 1):
            for cell in cells:
                r, c = _cell_of(cell, n)
                if label[r][c]:
                    raise ValueError(f"r{r + 1}c{c + 1} is in two cages")
                label[r][c] = f"k{i}"
            if total is not None:
                sums.append(f"k{i}={total}")
        # A cell in no cage listed is a cage of its own, with no sum.
        lines.append("cages")
        lines += [" ".join(label[r][c] or f"o{r + 1}_{c + 1}" for c in range(n)) for r in range(n)]
        lines.append("sums")
        lines.append(" ".join(sums))
    return "\n".join(lines) + "\n"
