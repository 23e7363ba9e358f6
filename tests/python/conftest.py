"""Fixtures of the Python package's tests: the command line's binary, to
compare every call's answer with (DEDUCE_BINARY), and the examples
(DEDUCE_SOURCE_DIR); tests/python/CMakeLists.txt sets both."""

import json
import os
import subprocess
from pathlib import Path

import pytest

SOURCE = Path(os.environ.get("DEDUCE_SOURCE_DIR", Path(__file__).resolve().parents[2]))
BINARY = os.environ.get("DEDUCE_BINARY", str(SOURCE / "build" / "deduce"))


@pytest.fixture
def examples() -> Path:
    return SOURCE / "examples"


def cli_document(*args, stdin=None) -> dict:
    """The command line's JSON document for `deduce ARGS --format json`."""
    p = subprocess.run([BINARY, *map(str, args), "--format", "json", "--quiet"],
                       capture_output=True, text=True, input=stdin, check=False)
    return json.loads(p.stdout)


def cli_results(*args) -> list:
    """The result records, big counts as ints (as the package gives them)."""
    records = cli_document(*args)["results"]
    for r in records:
        if isinstance(r.get("count"), str):
            r["count"] = int(r["count"])
    return records


def cli_text(*args) -> str:
    """The command line's standard output."""
    return subprocess.run([BINARY, *map(str, args)], capture_output=True, text=True,
                          check=False).stdout


def without_time(record: dict) -> dict:
    """A record without what differs between two runs (seconds)."""
    r = dict(record)
    r["stats"] = {k: v for k, v in r.get("stats", {}).items() if k != "seconds"}
    return r


@pytest.fixture
def cli():
    class Cli:
        document = staticmethod(cli_document)
        results = staticmethod(cli_results)
        text = staticmethod(cli_text)
    return Cli
