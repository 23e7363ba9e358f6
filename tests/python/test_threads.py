"""Calls from several Python threads at once give each the answer it gives
alone; the GIL is released while a call searches."""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import deduce


def test_calls_from_threads_give_their_own_answers(examples):
    jobs = [("latin6.fut", 812851200), ("futoshiki_5x5.fut", 1), ("einstein.zebra", 1),
            ("loose.zebra", None), ("wolf_goat_cabbage.river", None)] * 4
    alone = {name: deduce.count(examples / name) for name, _ in jobs}
    with ThreadPoolExecutor(max_workers=4) as pool:
        counts = list(pool.map(lambda job: deduce.count(examples / job[0]), jobs))
    for (name, known), n in zip(jobs, counts):
        assert n == alone[name] and n.exact
        if known is not None:
            assert n == known


def test_streams_and_calls_at_once(examples):
    def listing():
        return list(deduce.solutions(examples / "latin6.fut", limit=200, threads=1))
    with ThreadPoolExecutor(max_workers=3) as pool:
        lists = [pool.submit(listing) for _ in range(3)]
        grades = [pool.submit(deduce.grade, examples / "futoshiki_9x9.fut") for _ in range(3)]
        assert all(len(f.result()) == 200 for f in lists)
        assert lists[0].result() == lists[1].result() == lists[2].result()
        assert len({g.result() for g in grades}) == 1


def test_the_gil_is_released_while_searching(examples):
    # A Python thread counts ticks while the main thread counts squares:
    # with the GIL held it would tick at most a few times.
    ticks = 0
    done = threading.Event()

    def tick():
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    try:
        deduce.count(examples / "latin8.fut", node_limit=20000, threads=1)
    finally:
        done.set()
        t.join()
    assert ticks > 10
