"""Bad puzzles and bad options: InputError located as the command line
locates it, UsageError in its words, a limit a partial result."""

import pytest

import deduce


def test_bad_text_is_an_input_error_with_its_place():
    with pytest.raises(deduce.InputError) as e:
        deduce.solve("3\n0 0 0\n", name="mine.fut")
    err = e.value
    assert isinstance(err, ValueError)
    assert (err.file, err.line, err.column) == ("mine.fut", 2, 3)
    assert "relation" in err.message
    assert str(err).startswith("mine.fut:2:3: ")


def test_bad_file_is_located_as_on_the_command_line(examples, cli):
    path = examples / "errors" / "short_row.fut"
    record = cli.document("solve", path)["results"][0]
    with pytest.raises(deduce.InputError) as e:
        deduce.solve(path)
    assert (e.value.file, e.value.line, e.value.column, e.value.message) == \
        (record["file"], record["line"], record["column"], record["message"])


def test_bad_zebra_clue(examples):
    text = (examples / "einstein.zebra").read_text() + "99: brit is purple\n"
    with pytest.raises(deduce.InputError) as e:
        deduce.solve(text, name="einstein.zebra")
    assert e.value.line == len(text.splitlines()) and "purple" in e.value.message


def test_misspelt_option_is_a_usage_error_in_the_clis_words(examples):
    with pytest.raises(deduce.UsageError) as e:
        deduce.solve(examples / "futoshiki_5x5.fut", node_limt=5)
    assert "unknown option `--node-limt`" in str(e.value)
    assert "--node-limit" in str(e.value)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("options,words", [
    ({"node_limit": 0}, "node-limit"),
    ({"timeout": "soon"}, "timeout"),
    ({"all": True, "first": True}, "--first"),
    ({"optimal": True}, "--optimal"),
    ({"entered": "x.fut"}, "hint"),
])
def test_bad_options_are_refused(examples, options, words):
    with pytest.raises(deduce.UsageError) as e:
        deduce.solve(examples / "futoshiki_5x5.fut", **options)
    assert words in str(e.value)


def test_an_option_for_another_kind_is_refused(examples):
    with pytest.raises((deduce.UsageError, deduce.InputError)) as e:
        deduce.solve(examples / "wolf_goat_cabbage.river", first=True)
    assert "first" in str(e.value)


def test_generate_checks_its_options():
    with pytest.raises(deduce.UsageError) as e:
        list(deduce.generate("futoshiki", order=3))
    assert "order" in str(e.value)
    with pytest.raises(deduce.UsageError):
        list(deduce.generate("text"))  # a kind generate does not make
    with pytest.raises(deduce.UsageError) as e:
        # Killer Sudoku of grade Unreasonable: not made (Solo's guesses in
        # killer puzzles are not matched in every branch).
        list(deduce.generate("sudoku", params="3x3kdu"))
    assert "killer" in str(e.value)
    # (Killer Sudoku of the other grades is made.)
    made = list(deduce.generate("sudoku", params="3x3kdb", count=1, seed=3))
    assert len(made) == 1


def test_the_format_is_the_calls(examples):
    with pytest.raises(deduce.UsageError):
        deduce.solve(examples / "futoshiki_5x5.fut", format="text")


def test_a_str_is_text_a_path_is_a_file(examples):
    with pytest.raises(TypeError):
        deduce.solve(42)
    with pytest.raises(deduce.InputError) as e:
        deduce.solve(str(examples / "futoshiki_5x5.fut"))
    assert e.value.file == "puzzle"


def test_a_limit_gives_a_partial_result(examples):
    r = deduce.solve(examples / "latin8.fut", count=True, node_limit=1000, threads=1)
    assert r["exact"] is False and r["stop"] == "node_limit" and r["exit_code"] == 3
    n = deduce.count(examples / "latin8.fut", timeout=0.05)
    assert not n.exact and n.stop == "timeout" and n > 0
    assert deduce.grade(examples / "futoshiki_9x9.fut", node_limit=2) is None


def test_the_memory_budget_stops_a_call(examples):
    # The process holds more than 1 MB already: the shared watch stops the count.
    n = deduce.count(examples / "latin8.fut", memory=1, threads=1)
    assert not n.exact and n.stop == "memory"
    # And the next call, without the budget, runs whole.
    assert deduce.count(examples / "latin6.fut") == 812851200
