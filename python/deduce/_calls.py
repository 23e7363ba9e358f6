"""The commands as Python calls: options as keyword arguments named as the
command line's (``node_limit`` for ``--node-limit``), read and checked by its
option table in process; results are the records the run returns (dicts in
the JSON writer's keys and order, exact ints), so that every answer is the
CLI's without JSON text read back; errors come typed (file, line, column)."""

from __future__ import annotations

import os
from typing import Any, Iterator, Optional, Union

from . import _native
from .errors import DeduceError, UsageError, error_of_typed, input_error_of_record

Puzzle = Union[str, "os.PathLike[str]"]
Puzzles = Union[Puzzle, "list[os.PathLike[str]]", "tuple[os.PathLike[str], ...]"]
StopToken = _native.StopToken

# Options the calls choose themselves.
_RESERVED = {"format": "the result's form is the call's (JSON records, read into dicts)",
             "output_dir": "pictures are not drawn through the Python calls",
             "stats": "the records always hold the statistics (record['stats'])",
             "stop_token": "a call's StopToken is not an option; pass it to the call"}


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


def _source(puzzle: Puzzles, name: str | None) -> tuple[list[str], bytes | None, str]:
    """(files, text, text's name) of a puzzle given as text, a path or paths."""
    if isinstance(puzzle, str):
        # A text read with errors="surrogateescape" keeps the bytes that were
        # not UTF-8 as lone surrogates: handed in as those bytes, it gets the
        # command line's message at their place rather than an encoding error.
        return [], puzzle.encode("utf-8", "surrogateescape"), name or "puzzle"
    if isinstance(puzzle, os.PathLike):
        return [os.fspath(puzzle)], None, ""
    if isinstance(puzzle, (list, tuple)) and all(isinstance(p, os.PathLike) for p in puzzle):
        return [os.fspath(p) for p in puzzle], None, ""
    raise TypeError("a puzzle is its text (str), a file (os.PathLike, e.g. pathlib.Path) or a "
                    f"list of files, not {type(puzzle).__name__}")


def _generate_kind(kind: Any) -> str:
    if not isinstance(kind, str):
        raise TypeError(f"generate takes the KIND to make (a str), not {type(kind).__name__}")
    return kind


def stop_record(stop: str, code: int) -> dict:
    """The record of a run stopped between puzzles, as --format jsonl's last line."""
    return {"record": "stop", "stop": stop, "exit_code": code}


def _exact_ints(record: dict) -> dict:
    """A clue's count without it past 2^53 comes as a string of digits (so
    that no JSON reader rounds it): Python's ints hold it exactly. (A
    result's own count is an int already, made from the count itself.)"""
    analysis = record.get("analysis")
    if analysis:
        for clue in analysis.get("clues", ()):
            if isinstance(clue.get("solutions_without"), str):
                clue["solutions_without"] = int(clue["solutions_without"])
    return record


def _run(command: str, puzzle: Puzzles, name: Optional[str], options: dict[str, Any],
         fmt: Optional[str] = "json", document: bool = False) -> tuple:
    """(exit code, records, messages, JSON text or None, the stop of a run
    stopped between puzzles or None) of a call; a call
    refused before any record (a bad option) raises its typed error."""
    stop = options.pop("stop_token", None)
    kind = ""
    if command == "generate":  # reads no puzzle: its KIND comes in the puzzle's place
        kind, files, text, text_name = _generate_kind(puzzle), [], None, ""
    else:
        files, text, text_name = _source(puzzle, name)
    pairs = _options(options)
    if fmt is not None:
        pairs.append(("format", fmt))
    pairs.append(("quiet", True))
    code, records, error, messages, doc, between = _native.call(command, kind, files, text,
                                                                text_name, pairs, stop, document)
    if error is not None and (error[0] == "usage" or not records):
        raise error_of_typed(error)
    for record in records:
        if record.get("record") == "result":
            _exact_ints(record)
    return code, records, messages, doc, between


def json_text(command: str, puzzle: Puzzles, name: str | None = None,
              **options: Any) -> str:
    """The JSON text of ``deduce COMMAND --format json``, written by the one
    JSON writer from the call's records; a call refused before any record
    (a bad option) raises."""
    return _run(command, puzzle, name, options, document=True)[3]


def document(command: str, puzzle: Puzzles, name: str | None = None,
             **options: Any) -> dict:
    """The whole JSON document of ``deduce COMMAND --format json`` on the
    puzzle(s): ``{"deduce", "command", "results": [...], "exit_code"}``,
    error records included (nothing is raised for a bad file of a batch).
    For generate the KIND comes in the puzzle's place (``document("generate",
    "futoshiki", order=6)``), and a run a limit stopped has its ``"stop"``."""
    code, records, _, _, between = _run(command, puzzle, name, options)
    doc = {"deduce": _native.version, "command": command, "results": records}
    if between is not None:
        doc["stop"] = between
    doc["exit_code"] = code
    return doc


def result_records(doc: dict) -> list[dict]:
    """The result records of a document; an error record raises InputError."""
    for record in doc["results"]:
        if record.get("record") == "error":
            raise input_error_of_record(record)
    return doc["results"]


def results(command: str, puzzle: Puzzles, name: str | None = None,
            **options: Any) -> list[dict]:
    """The result records of the command on the puzzle(s), one a puzzle;
    a file that cannot be read raises InputError."""
    records = _run(command, puzzle, name, options)[1]
    for record in records:
        if record.get("record") == "error":
            raise input_error_of_record(record)
    return records


def messages(command: str, puzzle: Puzzles, name: str | None = None,
             **options: Any) -> tuple[int, str]:
    """(exit code, messages) of a command that writes no JSON (print); a
    refusal raises, as InputError or UsageError."""
    code, _, err, _, _ = _run(command, puzzle, name, options, fmt=None)
    return code, err


def one_or_list(records: list[Any]) -> Any:
    """One puzzle: its result; a file of several: the list."""
    return records[0] if len(records) == 1 else records


class Stream:
    """Records of a command running on its own thread (--format jsonl), read
    as they come; closing ends the command (through its own stop, so no
    other call is touched)."""

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
                record = self._native.next_record()
                if record is None:
                    break
                seen = True
                if record.get("record") == "error":
                    raise input_error_of_record(record)
                if record.get("record") == "result":
                    _exact_ints(record)
                yield record
            if not seen and self._native.error is not None:
                raise error_of_typed(self._native.error)
        finally:
            self._native.close()

    @property
    def code(self) -> int:
        return self._native.code

    @property
    def err(self) -> str:
        return self._native.err

    @property
    def stop(self) -> Optional[dict]:
        """The run's stop between puzzles (generate's), as the JSON Lines'
        last line ``{"record": "stop", "stop", "exit_code"}``; None when it
        ran to its end."""
        stop = self._native.stop
        return None if stop is None else stop_record(stop, self._native.code)


__all__ = ["DeduceError", "Stream", "StopToken", "document", "json_text", "messages", "results",
           "result_records", "one_or_list", "stop_record"]
