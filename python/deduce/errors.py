"""The errors deduce raises: a bad puzzle (InputError, located as the command
line locates it) and a bad call (UsageError, in the command line's words)."""

from __future__ import annotations

__all__ = ["DeduceError", "InputError", "UsageError"]


class DeduceError(Exception):
    """Anything deduce refuses or cannot do."""


class UsageError(DeduceError, ValueError):
    """An option unknown, misspelt, out of range or not for this command or
    kind (the command line's exit 2 from its option parse)."""


class InputError(DeduceError, ValueError):
    """A puzzle that cannot be read: where (file, line, column, 1-based) and
    what was expected, as the command line's one line `file:line:col: message`."""

    def __init__(self, file: str, line: int, column: int, message: str):
        super().__init__(f"{file}:{line}:{column}: {message}")
        self.file = file
        self.line = line
        self.column = column
        self.message = message


def input_error_of_record(record: dict) -> InputError:
    """The InputError of a JSON error record."""
    return InputError(record["file"], record["line"], record["column"], record["message"])


def error_of_typed(error: tuple) -> DeduceError:
    """The error of a call's typed error, (type, file, line, column, message,
    text): "input" is an InputError at its place, "usage" a UsageError in the
    command line's words (its text)."""
    kind, file, line, column, message, text = error
    if kind == "input":
        return InputError(file, line, column, message)
    return UsageError(text)
