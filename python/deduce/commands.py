"""deduce's commands, one function each (solve, count, check, analyze,
explain, hint, grade, generate, print_pdf) and the streams (solutions,
generate). Every option is a keyword argument named as on the command line
without dashes, inner dashes as underscores: ``node_limit=10000`` for
``--node-limit 10000``; a flag is ``True``; ``None`` or ``False`` leave an
option out. Options are checked by the command line's own table, with its
messages (UsageError). help(deduce.solve) lists each command's options.

``stop_token=deduce.StopToken()`` gives a call a stop of its own:
``token.stop()`` from another thread ends that call (partial, ``stop`` is
"interrupted"), and no other call running at the time."""

from __future__ import annotations

import os
from typing import Any, Generator, Iterator, Optional

from ._calls import Puzzle, Puzzles, Stream, document, messages, one_or_list, results
from .errors import UsageError


class Count(int):
    """The number of solutions, an exact int however large. ``exact`` is
    False when a limit cut the count (then it is a lower bound, and ``stop``
    names the limit: "timeout", "node_limit", "interrupted", ...);
    ``record`` is the whole record (as in JSON)."""

    exact: bool
    stop: str

    record: dict

    def __new__(cls, value: int, exact: bool, stop: str, record: dict) -> "Count":
        c = super().__new__(cls, value)
        c.exact = exact
        c.stop = stop
        c.record = record
        return c

    @classmethod
    def of_record(cls, record: dict) -> "Count":
        return cls(record["count"], bool(record["exact"]), record["stop"], record)


class Steps(list):
    """The steps of an explanation (dicts, as ``explained.steps`` in JSON),
    with the ``grade`` they reached, ``exact`` (False when a limit cut the
    work) and the whole ``record``."""

    grade: Optional[str]
    exact: bool
    record: dict

    def __init__(self, record: dict):
        explained = record.get("explained") or {}
        super().__init__(explained.get("steps", []))
        self.grade = explained.get("grade")
        self.exact = record["stop"] == "none"
        self.record = record


def solve(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """Solves a puzzle: the result record of ``deduce solve --format json``
    (a dict: ``solutions``, ``uniqueness``, ``count``, ``exact``, ``stop``,
    ``stats``, ...); a file of several puzzles gives a list of them.

    ``puzzle`` is the puzzle's text (str; ``name`` names it in messages), a
    file (pathlib.Path or any os.PathLike) or a list of files."""
    return one_or_list(results("solve", puzzle, name, **options))


def count(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """The number of solutions (``deduce solve --count``) as an exact int
    (a Count: ``.exact``, ``.stop``, ``.record``); several puzzles: a list."""
    if options.get("count") is not None:
        raise UsageError("deduce count: `count` is this call's own option")
    return one_or_list([Count.of_record(r)
                        for r in results("solve", puzzle, name, count=True, **options)])


def check(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """Checks a puzzle (``deduce check``): the result record, with its
    ``verdict`` and whether there are no, one or several solutions."""
    return one_or_list(results("check", puzzle, name, **options))


def analyze(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """Analyses a logic grid's clues (``deduce analyze``): the result record,
    its ``analysis`` with each clue's count without it, the redundant clues
    and a minimal or conflicting set."""
    return one_or_list(results("analyze", puzzle, name, **options))


def explain(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """The steps from the puzzle to its solution (``deduce explain``), a
    list of dicts (Steps: ``.grade``, ``.exact``, ``.record``)."""
    return one_or_list([Steps(r) for r in results("explain", puzzle, name, **options)])


def hint(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """The next step (``deduce hint``): the result record, the step in
    ``explained.hint`` and wrong entries in ``explained.wrong``
    (``entered=`` a file of the cells filled in so far)."""
    return one_or_list(results("hint", puzzle, name, **options))


def grade(puzzle: Puzzles, *, name: str | None = None, **options: Any) -> Any:
    """The grade's name (``"tricky"``, ``"recursive"``, ...) of ``deduce
    grade``; None when a limit stopped the work before the grade was known.
    deduce.document("grade", ...) gives the whole records."""
    return one_or_list([(r.get("explained") or {}).get("grade")
                        for r in results("grade", puzzle, name, **options)])


def solutions(puzzle: Puzzle, *, limit: int | None = None, name: str | None = None,
              **options: Any) -> Iterator[Any]:
    """Yields the solutions as the search finds them (``deduce solve --all``,
    or ``--limit N``), each as in JSON (a Futoshiki grid: a list of rows).
    Stop early with ``break`` (or close the generator): the search stops.
    The generator's return value (StopIteration.value) is the final record."""
    if limit is None:
        options["all"] = True
    else:
        options["limit"] = limit
    stream = Stream("solve", "", puzzle, name, options)
    final = None
    for record in stream.records():
        if record["record"] == "solution":
            yield record["solution"]
        elif record["record"] == "result":
            final = record
    return final


def generate(kind: str, *, records: bool = False,
             **options: Any) -> Generator[Any, None, Optional[dict]]:
    """Yields new puzzles (``deduce generate KIND``) as they are made: each
    puzzle's text, the same bytes as the command line writes (which puts a
    blank line between two); ``records=True`` yields the whole JSON records
    instead (``generated``, ``explained``, ``solutions``, ...).
    ``generate("futoshiki", order=6, grade="extreme", seed=3, count=3)``.
    A limit that stopped the run (``timeout``, ...) is the generator's return
    value (StopIteration.value), as JSON Lines' last line: ``{"record":
    "stop", "stop": "timeout", "exit_code": 3}``; None when it made them all.
    ``deduce.document("generate", kind, ...)`` gives the whole document."""
    stream = Stream("generate", kind, None, None, options)
    for record in stream.records():
        if record.get("record") != "result":
            continue
        yield record if records else record["generated"]["text"]
    return stream.stop


def print_pdf(puzzle: Puzzles, output: "str | os.PathLike[str]", *, name: str | None = None,
              **options: Any) -> dict:
    """Writes printable sheets (``deduce print``) to the PDF ``output``:
    ``{"output", "exit_code", "message"}``; exit code 1 when a puzzle
    without exactly one solution was left out (see ``any_solution``)."""
    code, err = messages("print", puzzle, name, output=output, **options)
    return {"output": os.fspath(output), "exit_code": code, "message": err.strip()}


__all__ = ["Count", "Steps", "solve", "count", "check", "analyze", "explain", "hint", "grade",
           "solutions", "generate", "print_pdf", "document"]
