"""The commands as Python calls: options as keyword arguments named as the
command line's (``node_limit`` for ``--node-limit``), results read from the
JSON the command line writes, so that every answer is the CLI's."""

from __future__ import annotations

import json
import os
from typing import Any, Iterator, Union

from . import _native
from .errors import DeduceError, UsageError, error_of_messages, input_error_of_record

Puzzle = Union[str, "os.PathLike[str]"]
Puzzles = Union[Puzzle, "list[os.PathLike[str]]", "tuple[os.PathLike[str], ...]"]

# Options the calls choose themselves.
_RESERVED = {"format": "the result's form is the call's (JSON records, read into dicts)",
             "output_dir": "pictures are not drawn through the Python calls",
             "stats": "the records always hold the statistics (record['stats'])"}


def _options(options: dict[str, Any]) -> list[tuple[str, Union[bool, str]]]:
    """(name, True | "text") pairs: a flag False or an option None is not given."""
    pairs: list[tuple[str, Union[bool, str]]] = []
    for name, value in options.items():
        if name in _RESERVED:
            raise UsageError(f"deduce: `{name}` cannot be given here: {_RESERVED[name]}")
        if value is None or value is False:
            continue
        if value is True:
            pairs.append((name, True))
        elif isinstance(value, (list, tuple, set, frozenset)):
            pairs.append((name, ",".join(str(v) for v in value)))
        elif isinstance(value, os.PathLike):
            pairs.append((name, os.fspath(value)))
        else:
            pairs.append((name, str(value)))
    return pairs


def _source(puzzle: Puzzles, name: str | None) -> tuple[list[str], str | None, str]:
    """(files, text, text's name) of a puzzle given as text, a path or paths."""
    if isinstance(puzzle, str):
        return [], puzzle, name or "puzzle"
    if isinstance(puzzle, os.PathLike):
        return [os.fspath(puzzle)], None, ""
    if isinstance(puzzle, (list, tuple)) and all(isinstance(p, os.PathLike) for p in puzzle):
        return [os.fspath(p) for p in puzzle], None, ""
    raise TypeError("a puzzle is its text (str), a file (os.PathLike, e.g. pathlib.Path) or a "
                    f"list of files, not {type(puzzle).__name__}")


def _exact_ints(record: dict) -> dict:
    """Counts from 2^53 on come as strings of digits (so that no JSON reader
    rounds them): Python's ints hold them exactly."""
    count = record.get("count")
    if isinstance(count, str):
        record["count"] = int(count)
    analysis = record.get("analysis")
    if analysis:
        for clue in analysis.get("clues", ()):
            if isinstance(clue.get("solutions_without"), str):
                clue["solutions_without"] = int(clue["solutions_without"])
    return record


def json_text(command: str, puzzle: Puzzles, name: str | None = None,
              **options: Any) -> str:
    """The JSON text of ``deduce COMMAND --format json``; a call refused
    before any record (a bad option) raises."""
    files, text, text_name = _source(puzzle, name)
    pairs = _options(options)
    pairs.append(("format", "json"))
    pairs.append(("quiet", True))
    code, out, err = _native.call(command, "", files, text, text_name, pairs)
    if not out.strip():
        raise error_of_messages(command, err)
    return out


def parse(out: str) -> dict:
    """The document of a JSON text, big counts as ints."""
    doc = json.loads(out)
    for record in doc["results"]:
        if record.get("record") == "result":
            _exact_ints(record)
    return doc


def document(command: str, puzzle: Puzzles, name: str | None = None,
             **options: Any) -> dict:
    """The whole JSON document of ``deduce COMMAND --format json`` on the
    puzzle(s): ``{"deduce", "command", "results": [...], "exit_code"}``,
    error records included (nothing is raised for a bad file of a batch)."""
    return parse(json_text(command, puzzle, name, **options))


def result_records(doc: dict) -> list[dict]:
    """The result records of a document; an error record raises InputError."""
    for record in doc["results"]:
        if record.get("record") == "error":
            raise input_error_of_record(record)
    return doc["results"]


def single_result(out: str) -> bool:
    """Whether a JSON text holds one result and no error record: then the
    few fields grade and count need are read without parsing the whole
    (the writer's key order is fixed, docs/output.md), a third of a small
    call's cost from Python."""
    return out.count('"record":"result"') == 1 and '"record":"error"' not in out


def results(command: str, puzzle: Puzzles, name: str | None = None,
            **options: Any) -> list[dict]:
    """The result records of the command on the puzzle(s), one a puzzle;
    a file that cannot be read raises InputError."""
    return result_records(document(command, puzzle, name, **options))


def messages(command: str, puzzle: Puzzles, name: str | None = None,
             **options: Any) -> tuple[int, str]:
    """(exit code, messages) of a command that writes no JSON (print); exit 2
    raises, as InputError or UsageError."""
    files, text, text_name = _source(puzzle, name)
    pairs = _options(options)
    pairs.append(("quiet", True))
    code, _, err = _native.call(command, "", files, text, text_name, pairs)
    if code == 2:
        raise error_of_messages(command, err)
    return code, err


def one_or_list(records: list[Any]) -> Any:
    """One puzzle: its result; a file of several: the list."""
    return records[0] if len(records) == 1 else records


class Stream:
    """Lines of a command running on its own thread (--format jsonl), read
    as they come; closing ends the command."""

    def __init__(self, command: str, kind: str, puzzle: Puzzles | None,
                 name: str | None, options: dict[str, Any]):
        files, text, text_name = ([], None, "") if puzzle is None else _source(puzzle, name)
        pairs = _options(options)
        pairs.append(("format", "jsonl"))
        pairs.append(("quiet", True))
        self.command = command
        self._native = _native.Stream(command, kind, files, text, text_name, pairs)

    def records(self) -> Iterator[dict]:
        """Each record as it is written; at the end a usage error raises."""
        try:
            seen = False
            while True:
                line = self._native.next_line()
                if line is None:
                    break
                seen = True
                record = json.loads(line)
                if record.get("record") == "error":
                    raise input_error_of_record(record)
                if record.get("record") == "result":
                    _exact_ints(record)
                yield record
            if not seen and self._native.code == 2:
                raise error_of_messages(self.command, self._native.err)
        finally:
            self._native.close()

    @property
    def code(self) -> int:
        return self._native.code

    @property
    def err(self) -> str:
        return self._native.err


__all__ = ["DeduceError", "Stream", "document", "json_text", "messages", "parse", "results",
           "result_records", "single_result", "one_or_list"]
