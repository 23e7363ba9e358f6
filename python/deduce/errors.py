"""The errors deduce raises: a bad puzzle (InputError, located as the command
line locates it) and a bad call (UsageError, in the command line's words)."""

from __future__ import annotations

import re

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


_LOCATED = re.compile(r"^(.*?):(\d+):(\d+): (.*)$")


def input_error_of_record(record: dict) -> InputError:
    """The InputError of a JSON error record."""
    return InputError(record["file"], record["line"], record["column"], record["message"])


def error_of_messages(command: str, err: str) -> DeduceError:
    """The error a failed call's messages (its stderr) describe: a located
    line is an InputError, anything else a UsageError."""
    lines = [line for line in err.splitlines() if line.strip()]
    for line in lines:
        m = _LOCATED.match(line)
        if m and not line.startswith("deduce"):
            return InputError(m[1], int(m[2]), int(m[3]), m[4])
    text = lines[0] if lines else f"deduce {command}: failed without a message"
    return UsageError(text)
