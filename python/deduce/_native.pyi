# The compiled part of deduce (python/src/module.cc): the commands in
# process. The package's functions (deduce.solve, ...) are the interface;
# these are what they call.
from typing import Optional, Sequence, Tuple, Union

Option = Tuple[str, Union[bool, str]]

def call(command: str, kind: str, files: Sequence[str], text: Optional[str], text_name: str,
         options: list[Option]) -> Tuple[int, str, str]:
    """Runs a command to its end: (exit code, stdout, stderr)."""

class Stream:
    """A command running on its own thread, read by lines."""
    def __init__(self, command: str, kind: str, files: Sequence[str], text: Optional[str],
                 text_name: str, options: list[Option]) -> None: ...
    def next_line(self) -> Optional[str]:
        """The next line of output, or None at the end."""
    def close(self) -> None:
        """Ends the call without reading further."""
    @property
    def code(self) -> int: ...
    @property
    def err(self) -> str: ...

def stop_calls() -> None:
    """Stops every running call, as Ctrl-C does."""

def time_calls(repeat: int, command: str, files: Sequence[str], text: Optional[str],
               text_name: str, options: list[Option]) -> float:
    """Seconds for `repeat` calls from C++ (the base of the per-call overhead)."""
