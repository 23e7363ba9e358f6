# The compiled part of deduce (python/src/module.cc): the commands in
# process. The package's functions (deduce.solve, ...) are the interface;
# these are what they call.
from typing import Any, Optional, Sequence, Tuple, Union

Option = Tuple[str, Union[bool, str]]
# ("usage" | "input", file, line, column, message, the command line's words)
Error = Tuple[str, str, int, int, str, str]

version: str

class StopToken:
    """A call's own stop: stop() ends the calls given it, and no other."""
    def __init__(self) -> None: ...
    def stop(self) -> None: ...
    @property
    def stopped(self) -> bool: ...

def call(command: str, kind: str, files: Sequence[str], text: Optional[bytes], text_name: str,
         options: list[Option], stop: Optional[StopToken] = None, document: bool = False
         ) -> Tuple[int, list[dict[str, Any]], Optional[Error], str, Optional[str], Optional[str]]:
    """Runs a command to its end: (exit code, records, error, messages, JSON document, stop)."""

class Stream:
    """A command running on its own thread, read by records."""
    def __init__(self, command: str, kind: str, files: Sequence[str], text: Optional[bytes],
                 text_name: str, options: list[Option]) -> None: ...
    def next_record(self) -> Optional[dict[str, Any]]:
        """The next record (a dict), or None at the end."""
    def close(self) -> None:
        """Ends the call without reading further."""
    @property
    def code(self) -> int: ...
    @property
    def error(self) -> Optional[Error]: ...
    @property
    def err(self) -> str: ...
    @property
    def stop(self) -> Optional[str]:
        """The run's stop between puzzles (generate's), None when it ran to its end."""

def option_help(command: str) -> list[Tuple[str, str, str]]:
    """The options of `deduce help COMMAND`: (name, value, text) each."""

def stop_calls() -> None:
    """Stops every running call, as Ctrl-C does."""

def time_calls(repeat: int, command: str, files: Sequence[str], text: Optional[str],
               text_name: str, options: list[Option]) -> float:
    """Seconds for `repeat` calls from C++ (the base of the per-call overhead)."""
