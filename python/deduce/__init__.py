"""deduce: logic puzzles (Futoshiki, Sudoku, logic grids, river crossings) solved,
counted, checked, explained, graded and generated, with the same answers as
the ``deduce`` command line, in process.

    >>> import deduce
    >>> deduce.count(pathlib.Path("examples/latin6.fut"))
    812851200
    >>> for grid in deduce.solutions(text, limit=3): ...
    >>> list(deduce.generate("futoshiki", order=6, grade="tricky", seed=3, count=2))

A puzzle is its text (str), a file (pathlib.Path) or built from data
(deduce.futoshiki, deduce.sudoku, deduce.zebra, deduce.river). Options are keyword
arguments with the command line's names (``node_limit``, ``timeout``,
``threads``, ``limit``, ``first``, ``seed``, ...); results are the dicts of
``--format json``, counts exact ints. A bad puzzle raises InputError (file,
line, column, message), a bad option UsageError. Calls release the GIL, run
in parallel from several threads, and Ctrl-C stops them as on the command
line (KeyboardInterrupt); a call given ``stop_token=deduce.StopToken()`` is
stopped alone by ``token.stop()``. docs/python.md has the tour.
"""

from __future__ import annotations

from . import _native
from ._calls import document
from ._help import add_option_help
from .build import futoshiki, river, sudoku, zebra
from .commands import (Count, Steps, analyze, check, count, explain, generate, grade, hint,
                       print_pdf, solutions, solve)
from .errors import DeduceError, InputError, UsageError

stop_calls = _native.stop_calls
StopToken = _native.StopToken
__version__ = "0.1.0"

add_option_help({solve: "solve", count: "solve", solutions: "solve", check: "check",
                 analyze: "analyze", explain: "explain", hint: "hint", grade: "grade",
                 generate: "generate", print_pdf: "print"})

__all__ = ["solve", "count", "solutions", "check", "analyze", "explain", "hint", "grade",
           "generate", "print_pdf", "document", "futoshiki", "sudoku", "zebra", "river", "Count",
           "Steps", "DeduceError", "InputError", "UsageError", "stop_calls", "StopToken"]
