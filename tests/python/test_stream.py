"""solutions() streams as the search finds them and stops when closed."""

import time

import deduce


def test_solutions_are_the_clis_listing(examples, cli):
    path = examples / "latin6.fut"
    mine = list(deduce.solutions(path, limit=40, threads=1))
    theirs = cli.results("solve", "--limit", "40", "--threads", "1", path)[0]["solutions"]
    assert mine == theirs and len(mine) == 40


def test_all_solutions_of_a_small_puzzle(examples):
    grids = list(deduce.solutions(examples / "latin2.fut"))
    assert sorted(grids) == [[[1, 2], [2, 1]], [[2, 1], [1, 2]]]


def test_the_final_record_is_the_return_value(examples):
    it = deduce.solutions(examples / "latin2.fut")
    try:
        while True:
            next(it)
    except StopIteration as end:
        assert end.value["count"] == 2 and end.value["exact"]


def test_breaking_off_stops_the_search(examples):
    # Every Latin square of order 8 is 1e20 solutions: only a stop ends it.
    for threads in (1, 2):
        started = time.monotonic()
        it = deduce.solutions(examples / "latin8.fut", threads=threads)
        first = [next(it) for _ in range(5)]
        it.close()
        assert len(first) == 5 and len(first[0]) == 8
        # And the next call runs, unstopped.
        assert deduce.count(examples / "latin6.fut") == 812851200
        print(f"threads {threads}: five solutions and a close in "
              f"{time.monotonic() - started:.3f} s")


def test_a_generator_dropped_unread_is_stopped(examples):
    it = deduce.solutions(examples / "latin8.fut", threads=1)
    next(it)
    del it
    assert deduce.count(examples / "latin6.fut") == 812851200


def test_a_bad_puzzle_raises_on_first_next():
    it = deduce.solutions("4\n0 0\n", name="bad.fut")
    try:
        next(it)
        raise AssertionError("no error")
    except deduce.InputError as e:
        assert e.file == "bad.fut"


def test_generate_streams_one_at_a_time():
    it = deduce.generate("futoshiki", order=5, seed=9, count=1000)
    first = next(it)
    it.close()
    assert first.startswith("5\n")
