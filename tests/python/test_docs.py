"""The code of docs/python.md runs: the tour and the worked example (the
benchmark set, made and checked), in a scratch folder that sees examples/."""

import os
import re

from conftest import SOURCE


def blocks():
    text = (SOURCE / "docs" / "python.md").read_text()
    return re.findall(r"```python\n(.*?)```", text, re.S)


def test_the_docs_code_runs(tmp_path, capsys):
    (tmp_path / "examples").symlink_to(SOURCE / "examples")
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        code = blocks()
        assert len(code) == 2
        for block in code:
            exec(compile(block, "docs/python.md", "exec"), {})
    finally:
        os.chdir(here)
    out = capsys.readouterr().out
    assert "60 puzzles checked" in out
    assert (tmp_path / "sheets.pdf").read_bytes()[:5] == b"%PDF-"
