"""Every call against the command line's JSON on the bundled examples: the
same records (but the time), counts, grades, explanations and generated
bytes."""

import pytest

import deduce
from conftest import without_time

FUTOSHIKI = ["futoshiki_5x5.fut", "futoshiki_7x7.fut", "futoshiki_9x9.fut", "latin2.fut"]
ZEBRA = ["einstein.zebra", "book_club.zebra", "cousins.zebra", "garden_club.zebra",
         "islands.zebra", "market_stalls.zebra", "relay_reports.zebra", "round_table.zebra",
         "loose.zebra", "zebra_6x6.zebra", "zebra_life_1962.zebra"]
RIVER = ["wolf_goat_cabbage.river", "bridge_torch.river", "jealous_husbands.river",
         "monks_monsters_3_3_2.river", "monks_monsters_4_4_3.river"]
EVERY = FUTOSHIKI + ZEBRA + RIVER


@pytest.mark.parametrize("name", EVERY)
def test_solve_is_the_clis_record(examples, cli, name):
    path = examples / name
    one = not name.endswith(".river")  # a river crossing's search has one thread
    mine = deduce.solve(path, threads=1 if one else None)
    theirs = cli.results("solve", path, *(["--threads", "1"] if one else []))
    assert without_time(mine) == without_time(theirs[0])


@pytest.mark.parametrize("name", EVERY)
def test_solve_text_is_solve_file(examples, name):
    path = examples / name
    a = deduce.solve(path.read_text(), name=name)
    b = deduce.solve(path)
    assert a["solutions"] == b["solutions"] and a["uniqueness"] == b["uniqueness"]
    assert a["file"] == name


def test_a_file_of_several_puzzles_gives_a_list(examples, cli):
    path = examples / "futoshiki_ids.txt"
    mine = deduce.solve(path)
    theirs = cli.results("solve", path)
    assert isinstance(mine, list) and len(mine) == len(theirs) > 1
    assert [r["solutions"] for r in mine] == [r["solutions"] for r in theirs]


@pytest.mark.parametrize("name", ["latin6.fut", "futoshiki_5x5.fut", "einstein.zebra",
                                  "loose.zebra", "monks_monsters_3_3_3.river",
                                  "wolf_goat_cabbage.river"])
def test_count_is_the_clis_int(examples, cli, name):
    path = examples / name
    n = deduce.count(path)
    record = cli.results("solve", "--count", path)[0]
    assert type(n) is deduce.Count and isinstance(n, int)
    assert n == record["count"] and n.exact and record["exact"]
    assert n.record["counted"] == record["counted"]


def test_latin6_count_is_known(examples):
    assert deduce.count(examples / "latin6.fut") == 812851200


def test_a_count_past_2_to_53_is_exact(examples, cli):
    # 30000 nodes of the order-8 count on one thread: the same work on both
    # sides, a count the JSON writes as a string of digits.
    path = examples / "latin8.fut"
    n = deduce.count(path, node_limit=30000, threads=1)
    record = cli.document("solve", "--count", "--node-limit", "30000", "--threads", "1",
                          path)["results"][0]
    assert isinstance(record["count"], str) and int(record["count"]) >= 2**53
    assert type(n.record["count"]) is int and n == int(record["count"])
    assert not n.exact and n.stop == "node_limit"


@pytest.mark.parametrize("name", ["futoshiki_5x5.fut", "futoshiki_9x9.fut", "einstein.zebra",
                                  "relay_reports.zebra", "wolf_goat_cabbage.river",
                                  "errors/no_solution.fut", "errors/dup.fut"])
def test_check_is_the_clis_record(examples, cli, name):
    path = examples / name
    assert without_time(deduce.check(path, **({} if name.endswith("river") else {"threads": 1}))) \
        == without_time(cli.results("check", path, *([] if name.endswith("river")
                                                      else ["--threads", "1"]))[0])


@pytest.mark.parametrize("name", ["einstein.zebra", "loose.zebra", "round_table.zebra"])
def test_analyze_is_the_clis_record(examples, cli, name):
    path = examples / name
    assert without_time(deduce.analyze(path, threads=1)) == \
        without_time(cli.results("analyze", path, "--threads", "1")[0])


@pytest.mark.parametrize("name", ["futoshiki_5x5.fut", "futoshiki_7x7.fut", "einstein.zebra",
                                  "garden_club.zebra"])
def test_explain_gives_the_clis_steps(examples, cli, name):
    path = examples / name
    steps = deduce.explain(path)
    record = cli.results("explain", path)[0]
    assert steps == record["explained"]["steps"] and len(steps) > 0
    assert steps.grade == record["explained"]["grade"] and steps.exact


@pytest.mark.parametrize("name", ["futoshiki_5x5.fut", "futoshiki_9x9.fut", "einstein.zebra",
                                  "cousins.zebra"])
def test_grade_is_the_clis_name(examples, cli, name):
    path = examples / name
    assert deduce.grade(path) == cli.results("grade", path)[0]["explained"]["grade"]


def test_hint_is_the_clis_record(examples, cli):
    path = examples / "futoshiki_5x5.fut"
    entered = examples / "hint" / "entered_5x5.fut"
    for extra in ({}, {"entered": entered}):
        args = ["--entered", entered] if extra else []
        assert without_time(deduce.hint(path, **extra)) == \
            without_time(cli.results("hint", path, *args)[0])


@pytest.mark.parametrize("kind,options", [
    ("futoshiki", {"order": 6, "grade": "tricky", "seed": 3, "count": 3}),
    ("futoshiki", {"order": 5, "adjacent": True, "seed": 7, "count": 2}),
    ("zebra", {"seed": 2, "count": 2}),
    ("river", {"seed": 1, "count": 2}),
])
def test_generate_gives_the_clis_bytes(cli, kind, options):
    texts = list(deduce.generate(kind, **options))
    args = ["generate", kind]
    for k, v in options.items():
        args += [f"--{k}"] if v is True else [f"--{k}", str(v)]
    assert "\n".join(texts) == cli.text(*args)
    assert len(texts) == options["count"]


def test_generate_records_are_the_clis(cli):
    records = list(deduce.generate("futoshiki", records=True, order=5, seed=4, count=2))
    theirs = cli.document("generate", "futoshiki", "--order", "5", "--seed", "4", "--count",
                          "2")["results"]
    assert records == theirs


def test_print_pdf_writes_a_pdf(examples, tmp_path):
    out = tmp_path / "sheets.pdf"
    done = deduce.print_pdf(examples / "futoshiki_5x5.fut", out)
    assert done["exit_code"] == 0 and out.read_bytes()[:5] == b"%PDF-"
    assert "wrote" in done["message"]


def test_document_keeps_error_records(examples):
    doc = deduce.document("solve", [examples / "futoshiki_5x5.fut",
                                    examples / "errors" / "short_row.fut"])
    kinds = [r["record"] for r in doc["results"]]
    assert kinds == ["result", "error"] and doc["exit_code"] == 2


def test_help_shows_the_options():
    assert "node_limit=N" in deduce.solve.__doc__
    assert "limit=N" in deduce.solutions.__doc__
    assert "order=N" in deduce.generate.__doc__ and "grade=NAME" in deduce.generate.__doc__
    assert "format=" not in deduce.solve.__doc__
