"""Sudoku through the Python package: the three plain forms (81 characters,
9 lines, a Solo game ID) and the bundled files of every variant solved,
counted, checked, graded, explained and hinted, each the command line's
record; exact counts as ints; limits that end a call partial; bad input
raising with its place; puzzles built with deduce.sudoku; print_pdf; and
generate, which makes Sudoku once the family has a generator and until
then refuses as the command line does."""

import subprocess

import pytest

import deduce
from conftest import BINARY, without_time

FILES = ["sudoku_9x9.sudoku", "sudoku_ids.sudoku", "sudoku_jigsaw.sudoku",
         "sudoku_killer_x.sudoku"]
# A 17-given puzzle (docs/sudoku.md) as a line, as 9 lines and as a Solo ID.
LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
LINES = "\n".join(LINE[i:i + 9] for i in range(0, 81, 9)) + "\n"
SOLVED = [[4, 1, 7, 3, 6, 9, 8, 2, 5], [6, 3, 2, 1, 5, 8, 9, 4, 7], [9, 5, 8, 7, 2, 4, 3, 1, 6],
          [8, 2, 5, 4, 3, 7, 1, 6, 9], [7, 9, 1, 5, 8, 6, 4, 3, 2], [3, 4, 6, 9, 1, 2, 7, 5, 8],
          [2, 8, 9, 6, 4, 3, 5, 7, 1], [5, 7, 3, 2, 9, 1, 6, 8, 4], [1, 6, 4, 8, 7, 5, 2, 9, 3]]
EMPTY_9 = "3x3:zzzc"  # the empty 9x9 grid: 6.67e21 solutions, a count that never ends


def solo_id(line: str) -> str:
    """A 9x9 line as Solo's ID: runs of empty cells as letters, `_` between digits."""
    out, run = "", 0
    for ch in line + "#":
        if ch == ".":
            run += 1
            continue
        while run:
            k = min(run, 26)
            out += chr(96 + k)
            run -= k
        if ch != "#":
            out += ("_" if out and out[-1].isdigit() else "") + ch
    return "3x3:" + out


@pytest.mark.parametrize("name", FILES)
def test_solve_is_the_clis_record(examples, cli, name):
    path = examples / name
    mine = deduce.solve(path)
    mine = mine if isinstance(mine, list) else [mine]
    theirs = cli.results("solve", path)
    assert [without_time(r) for r in mine] == [without_time(r) for r in theirs]
    assert all(r["kind"] == "sudoku" and r["uniqueness"] == "unique" for r in mine)


@pytest.mark.parametrize("text", [LINE, LINES, solo_id(LINE)])
def test_a_pasted_sudoku_needs_no_kind(text):
    r = deduce.solve(text)
    assert r["kind"] == "sudoku" and r["order"] == 9 and r["boxes"] == [3, 3]
    assert r["solutions"] == [SOLVED] and r["uniqueness"] == "unique"
    assert deduce.count(text) == 1 and deduce.check(text)["verdict"]["valid"]


def test_counts_are_exact_ints(cli):
    assert deduce.count("2x2:p") == 288  # every completed 4x4 grid
    assert deduce.count(deduce.sudoku([[0] * 4] * 4, x=True)) == 48
    # A count cut by a limit: a lower bound, the command line's own number.
    n = deduce.count(EMPTY_9, node_limit=20000)
    record = cli.document("solve", "--count", "--node-limit", "20000", "-",
                          stdin=EMPTY_9)["results"][0]
    assert type(n) is deduce.Count and not n.exact and n.stop == "node_limit"
    assert n == int(record["count"]) > 0


@pytest.mark.parametrize("name", FILES)
def test_grade_explain_and_hint_are_the_clis(examples, cli, name):
    path = examples / name
    grades = deduce.grade(path)
    grades = grades if isinstance(grades, list) else [grades]
    assert grades == [r["explained"]["grade"] for r in cli.results("grade", path)]
    steps = deduce.explain(path)
    steps = steps if isinstance(steps, list) and not isinstance(steps, deduce.Steps) else [steps]
    theirs = cli.results("explain", path)
    assert [[s["text"] for s in x] for x in steps] == \
        [[s["text"] for s in r["explained"]["steps"]] for r in theirs]
    assert [x.grade for x in steps] == grades and all(x.exact for x in steps)
    hints = deduce.hint(path)
    hints = hints if isinstance(hints, list) else [hints]
    # The hint from the givens is the explanation's first step.
    assert [h["explained"]["hint"]["text"] for h in hints] == [x[0]["text"] for x in steps]


def test_grades_are_solos(examples):
    assert deduce.grade(examples / "sudoku_9x9.sudoku") == "intermediate"
    assert deduce.grade("2x3:a2b5c6d4c3_2c4d4c5b1a") == "unreasonable"


def test_a_wrong_entry_is_named(examples):
    r = deduce.hint(examples / "sudoku_9x9.sudoku",
                    entered=examples / "errors" / "wrong_entry.sudoku")
    wrong = r["explained"]["wrong"]
    assert [(w["cell"], w["value"]) for w in wrong] == [("r1c3", 1)]
    assert "only solution has 5 there" in wrong[0]["reason"]


def test_check_names_the_broken_rule():
    r = deduce.check("55" + LINE[2:])
    assert r["exit_code"] == 1 and r["status"] == "invalid"
    assert not r["verdict"]["valid"] and r["verdict"]["rule"] == "row"
    assert "the digit 5 appears twice in row 1: at r1c1 and r1c2" in r["verdict"]["reason"]


def test_limits_end_a_call_partial():
    n = deduce.count(EMPTY_9, timeout=0.1)
    assert not n.exact and n.stop == "timeout"
    steps = deduce.explain(solo_id(LINE), node_limit=1)
    assert not steps.exact and steps.record["stop"] == "node_limit"
    r = deduce.solve(EMPTY_9, all=True, limit=None, node_limit=50)
    assert r["stop"] == "node_limit" and r["exit_code"] == 3


@pytest.mark.parametrize("text, line, column, words", [
    ("3x3:4a5!\n", 1, 8, "unexpected `!` in the game ID's grid"),
    ("# a grid\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
     "...419..5\n....8..7\n", 10, 9, "expected 9 cells in row 9 (the order is 9), found 8"),
    ("sudoku 9 jigsw\n", 1, 10, "did you mean `jigsaw`?"),
])
def test_bad_input_raises_at_its_place(text, line, column, words):
    with pytest.raises(deduce.InputError) as e:
        deduce.solve(text)
    assert (e.value.line, e.value.column) == (line, column) and words in e.value.message
    assert e.value.file == "puzzle"


def test_built_puzzles_read_as_the_files(examples):
    rows = [[int(c) if c != "." else 0 for c in LINE[i:i + 9]] for i in range(0, 81, 9)]
    assert deduce.solve(deduce.sudoku(rows))["solutions"] == [SOLVED]
    assert deduce.solve(deduce.sudoku(rows, boxes=(3, 3)))["solutions"] == [SOLVED]
    # The killer X example, its cages given as lists of cells with their sums.
    text = (examples / "sudoku_killer_x.sudoku").read_text().splitlines()
    labels = [l for l in text[text.index("cages") + 1:text.index("sums")]]
    sums = dict(w.split("=") for l in text[text.index("sums") + 1:] for w in l.split())
    cages = [(int(s), [f"r{r + 1}c{c + 1}" for r in range(9) for c in range(9)
                       if labels[r][c] == label]) for label, s in sums.items()]
    built = deduce.sudoku([[0] * 9] * 9, x=True, cages=cages)
    assert deduce.solve(built)["solutions"] == \
        deduce.solve(examples / "sudoku_killer_x.sudoku")["solutions"]
    # A jigsaw of order 4 whose regions are the boxes counts as the boxes do.
    regions = ["AABB", "AABB", "CCDD", "CCDD"]
    assert deduce.count(deduce.sudoku([[0] * 4] * 4, regions=regions)) == 288
    six = deduce.solve(deduce.sudoku([[0] * 6] * 6, boxes=(3, 2)), first=True)
    assert six["boxes"] == [3, 2]
    # Digits past 9 are written as numbers: a 16x16 keeps its 16 and 10.
    sixteen = [[0] * 16 for _ in range(16)]
    sixteen[0][:2] = [16, 10]
    big = deduce.solve(deduce.sudoku(sixteen), first=True)
    assert big["order"] == 16 and big["solutions"][0][0][:2] == [16, 10]
    with pytest.raises(ValueError):
        deduce.sudoku([[0] * 9] * 8)
    with pytest.raises(ValueError):
        deduce.sudoku([[0] * 4] * 4, cages=[(3, ["r1c1", "r5c1"])])


def test_print_pdf(examples, tmp_path):
    out = tmp_path / "sudoku.pdf"
    r = deduce.print_pdf([examples / "sudoku_9x9.sudoku", examples / "sudoku_jigsaw.sudoku"], out)
    assert r["exit_code"] == 0 and "wrote 2 pages (2 puzzles and answers)" in r["message"]
    assert out.read_bytes().startswith(b"%PDF")
    several = deduce.print_pdf("2x2:p\n", tmp_path / "none.pdf")
    assert several["exit_code"] == 1 and "288 solutions" in several["message"]


def test_generate_is_the_familys_or_refused():
    try:
        texts = list(deduce.generate("sudoku", seed=1, count=1))
    except deduce.UsageError as e:
        # No generator yet: the command line's own line, word for word.
        said = subprocess.run([BINARY, "generate", "sudoku"], capture_output=True, text=True)
        assert said.returncode == 2 and said.stderr.count("\n") == 1
        assert "generate does not make a Sudoku puzzle (`sudoku`)" in str(e)
        assert str(e).strip() in said.stderr
    else:
        assert len(texts) == 1 and deduce.check(texts[0])["uniqueness"] == "unique"
