"""Puzzles built from Python data read as the same puzzles as their files."""

import pytest

import deduce


def test_futoshiki_from_rows_and_signs(examples):
    # examples/futoshiki_5x5.fut, written as data.
    rows = [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]
    text = (examples / "futoshiki_5x5.fut").read_text()
    signs = []
    grid = [line for line in text.splitlines() if line.strip() and not line.startswith("#")][1:]
    for r in range(5):
        row = grid[2 * r].replace(" ", "")
        for c in range(4):
            if row[2 * c + 1] in "<>":
                signs.append(f"r{r + 1}c{c + 1} {row[2 * c + 1]} r{r + 1}c{c + 2}")
        rows[r] = [int(v) for v in row[0::2]]
        if r < 4:
            below = grid[2 * r + 1].replace(" ", "")
            for c in range(5):
                if below[2 * c] == "^":
                    signs.append(f"r{r + 1}c{c + 1} < r{r + 2}c{c + 1}")
                elif below[2 * c] == "v":
                    signs.append(f"r{r + 2}c{c + 1} < r{r + 1}c{c + 1}")  # written from below
    built = deduce.futoshiki(rows, signs)
    assert deduce.solve(built)["solutions"] == deduce.solve(examples / "futoshiki_5x5.fut")[
        "solutions"]


def test_futoshiki_of_order_ten_is_spaced():
    text = deduce.futoshiki([[0] * 10 for _ in range(10)], ["r1c1 < r1c2", "r10c10 > r9c10"])
    assert text.splitlines()[1].startswith("0 < 0 | 0")
    assert deduce.count(text, limit=3, threads=1) == 3


def test_futoshiki_refuses_signs_between_far_cells():
    with pytest.raises(ValueError):
        deduce.futoshiki([[0, 0], [0, 0]], ["r1c1 < r2c2"])
    with pytest.raises(ValueError):
        deduce.futoshiki([[0, 0], [0, 0]], ["r1c1 <= r1c2"])
    with pytest.raises(ValueError):
        deduce.futoshiki([[0, 0, 0], [0, 0]])


def test_zebra_from_categories_and_clues():
    text = deduce.zebra(
        {"name": ["ann", "bob", "cy"], "pet": ["cat", "dog", "eel"]},
        ["ann at 1", "bob is dog", "cat just right of dog", "eel at 1"],
        title="Three", asks=["name of eel"])
    r = deduce.solve(text)
    assert r["uniqueness"] == "unique"
    assert r["solutions"][0]["name"] == ["ann", "bob", "cy"]
    assert r["asks"][0]["answer"] == "ann" or r["asks"][0]["answer"] == ["ann"]


def test_zebra_clue_errors_are_located():
    text = deduce.zebra({"a": ["x", "y"], "b": ["p", "q"]}, {"c1": "x is z"})
    with pytest.raises(deduce.InputError) as e:
        deduce.solve(text, name="built.zebra")
    assert e.value.file == "built.zebra" and e.value.line == 3


def test_river_from_groups_boat_and_rules(examples):
    text = deduce.river({"monk": 3, "monster": 3}, 2,
                        forbid=["monk > 0 and monster > monk"],
                        forbid_boat=["monk > 0 and monster > monk"], title="Monks and monsters")
    mine = deduce.solve(text)
    file = deduce.solve(examples / "monks_monsters_3_3_2.river")
    assert mine["optimal"] == file["optimal"] and mine["count"] == file["count"]
