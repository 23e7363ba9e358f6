"""Each call's docstring ends with its options, taken from the command
line's own help rows (the one option table), so that help(deduce.solve) and the
command line never disagree."""

from __future__ import annotations

import textwrap
from typing import Callable

from . import _native

# Options the calls set themselves, left out of their help.
_HIDDEN = {"format", "quiet", "output_dir", "help", "stats"}


def option_lines(command: str) -> list[str]:
    """The options of `deduce help COMMAND`, as keyword arguments."""
    options = [[name[2:].replace("-", "_"), value or "True", text]
               for name, value, text in _native.option_help(command)]
    lines = []
    for name, value, what in options:
        if name in _HIDDEN:
            continue
        lines.append(f"        {name}={value}")
        lines += textwrap.wrap(what, 88, initial_indent=" " * 12, subsequent_indent=" " * 12)
    return lines


def add_option_help(calls: dict[Callable, str]) -> None:
    """Appends each command's options to its function's docstring."""
    for function, command in calls.items():
        lines = option_lines(command)
        if lines:
            function.__doc__ = (function.__doc__ or "") + (
                "\n\n    Options (keyword arguments, the command line's without dashes):\n" +
                "\n".join(lines) + "\n")
