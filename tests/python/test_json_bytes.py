"""The calls' answers are the command line's JSON: the JSON writer's document
of a call's records (deduce._calls.json_text) is its output byte for byte
(but the seconds), and the dicts (deduce.document) are what json.loads of it
gives, on every example and on random and generated puzzles; and no regex
over JSON or messages is left in the package or the server."""

import json
import random
import re
import subprocess
from pathlib import Path

import pytest

import deduce
from deduce import _calls
from conftest import BINARY, SOURCE
from test_random import random_futoshiki

EXAMPLES = sorted(p for p in (SOURCE / "examples").rglob("*")
                  if p.suffix in (".fut", ".zebra", ".river", ".txt"))
_SECONDS = re.compile(r'"seconds":[^,}]*')


def without_seconds(text: str) -> str:
    return _SECONDS.sub('"seconds":0', text)


def cli_json(command, path, *args) -> str:
    p = subprocess.run([BINARY, command, "--format", "json", "--quiet", *map(str, args),
                        str(path)], capture_output=True, text=True, check=False)
    return p.stdout


def exact_counts(doc: dict) -> dict:
    """A CLI document as the calls give it: counts past 2^53 as ints."""
    for r in doc["results"]:
        if isinstance(r.get("count"), str):
            r["count"] = int(r["count"])
        for clue in (r.get("analysis") or {}).get("clues", ()):
            if isinstance(clue.get("solutions_without"), str):
                clue["solutions_without"] = int(clue["solutions_without"])
        r.get("stats", {}).pop("seconds", None)
    return doc


def expect_clis(command, path, **options):
    args = [a for k, v in options.items()
            for a in ([f"--{k.replace('_', '-')}"] + ([] if v is True else [v]))]
    theirs = cli_json(command, path, *args)
    mine = _calls.json_text(command, Path(path), **options)
    assert without_seconds(mine) == without_seconds(theirs), (command, path)
    doc = deduce.document(command, Path(path), **options)
    for r in doc["results"]:
        r.get("stats", {}).pop("seconds", None)
    assert doc == exact_counts(json.loads(theirs)), (command, path)


def one_thread(path) -> dict:
    # Counts and checks run on every core, whose statistics vary from run to
    # run; a river crossing's search has one thread and takes no --threads.
    return {} if str(path).endswith(".river") else {"threads": 1}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(SOURCE / "examples")))
def test_every_example_is_the_clis_json(path):
    expect_clis("solve", path)
    expect_clis("check", path, **one_thread(path))
    expect_clis("solve", path, count=True, node_limit=200000, **one_thread(path))


@pytest.mark.parametrize("seed", range(8))
def test_random_puzzles_are_the_clis_json(tmp_path, seed):
    rng = random.Random(1000 + seed)
    path = tmp_path / "r.fut"
    path.write_text(random_futoshiki(rng, rng.choice([3, 4, 5])))
    expect_clis("solve", path, threads=1)
    expect_clis("solve", path, threads=1, count=True)
    expect_clis("solve", path, threads=1, limit=5)


@pytest.mark.parametrize("kind,ext", [("futoshiki", ".fut"), ("zebra", ".zebra"),
                                      ("river", ".river")])
def test_generated_puzzles_are_the_clis_json(tmp_path, kind, ext):
    for i, text in enumerate(deduce.generate(kind, seed=21, count=3)):
        path = tmp_path / f"g{i}{ext}"
        path.write_text(text)
        expect_clis("solve", path)
        expect_clis("grade", path)


def test_no_regex_reads_json_or_messages():
    # build.py reads the signs a user writes ("r1c2 < r1c3"), not the engine's output.
    package = [p for p in (SOURCE / "python" / "deduce").glob("*.py") if p.name != "build.py"]
    for p in package:
        text = p.read_text()
        assert "import re" not in text and "json.loads" not in text, p
    for p in (SOURCE / "apps" / "deduce" / "serve").iterdir():
        assert "<regex>" not in p.read_text() and "std::regex" not in p.read_text(), p
