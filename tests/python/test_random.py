"""Random puzzles (a fixed seed): the calls give the command line's
solutions, counts and grades."""

import random

import pytest

import deduce
from conftest import without_time


def random_futoshiki(rng, n):
    rows = [[0] * n for _ in range(n)]
    for _ in range(rng.randrange(n)):
        rows[rng.randrange(n)][rng.randrange(n)] = rng.randrange(1, n + 1)
    signs = []
    for _ in range(rng.randrange(2 * n)):
        r, c = rng.randrange(n), rng.randrange(n - 1)
        if rng.random() < 0.5:
            signs.append(f"r{r + 1}c{c + 1} {rng.choice('<>')} r{r + 1}c{c + 2}")
        else:
            signs.append(f"r{c + 1}c{r + 1} {rng.choice('<>')} r{c + 2}c{r + 1}")
    return deduce.futoshiki(rows, signs)


@pytest.mark.parametrize("seed", range(12))
def test_random_grids_count_and_solve_as_the_cli(tmp_path, cli, seed):
    rng = random.Random(seed)
    text = random_futoshiki(rng, rng.choice([3, 4, 5]))
    path = tmp_path / "r.fut"
    path.write_text(text)
    for args, call in ((["--count"], lambda: deduce.count(text, threads=1).record),
                       ([], lambda: deduce.solve(text, threads=1)),
                       (["--limit", "7"], lambda: deduce.solve(text, threads=1, limit=7))):
        mine = without_time(call())
        theirs = without_time(cli.results("solve", "--threads", "1", *args, path)[0])
        mine["file"] = theirs["file"]
        assert mine == theirs


@pytest.mark.parametrize("seed", range(4))
def test_generated_puzzles_grade_as_the_cli(tmp_path, cli, seed):
    texts = list(deduce.generate("futoshiki", order=5, seed=100 + seed, count=3))
    path = tmp_path / "g.fut"
    path.write_text("\n".join(texts))
    theirs = [r["explained"]["grade"] for r in cli.results("grade", path)]
    assert [deduce.grade(t) for t in texts] == theirs
    assert deduce.grade(path) == theirs


@pytest.mark.parametrize("seed", range(3))
def test_generated_logic_grids_solve_as_the_cli(tmp_path, cli, seed):
    text = next(deduce.generate("zebra", seed=50 + seed, positions=4, categories=4))
    path = tmp_path / "g.zebra"
    path.write_text(text)
    mine = deduce.solve(text, threads=1)
    theirs = cli.results("solve", "--threads", "1", path)[0]
    assert mine["solutions"] == theirs["solutions"] and mine["asks"] == theirs["asks"]
