"""Each call has its own stop: a StopToken given to one call stops it alone,
partial, while another call running at the time ends exact, with the answer
it gives alone; a closed stream stops its own search and no other call."""

import threading
import time

import deduce

# A count of about 0.3 s, exact when left alone, and one of 16 s.
EXACT = ("6\n1|2|3|4|5|6\n" + "-----------\n0<0|0|0|0|0\n" + "-----------\n0|0|0|0|0|0\n" * 4)


def without_time(record):
    return {**record, "stats": {k: v for k, v in record["stats"].items() if k != "seconds"}}


def test_stopping_one_of_two_calls_leaves_the_other_exact(examples):
    alone = deduce.count(EXACT, threads=1)
    assert alone.exact
    token = deduce.StopToken()
    results = {}
    threads = [
        threading.Thread(target=lambda: results.update(
            long=deduce.count(examples / "latin8.fut", threads=1, stop_token=token))),
        threading.Thread(target=lambda: results.update(exact=deduce.count(EXACT, threads=1)))]
    for t in threads:
        t.start()
    time.sleep(0.05)
    start = time.monotonic()
    token.stop()
    threads[0].join()
    assert time.monotonic() - start < 1
    threads[1].join()
    assert not results["long"].exact and results["long"].stop == "interrupted"
    assert results["exact"].exact and results["exact"] == alone
    assert without_time(results["exact"].record) == without_time(alone.record)
    assert token.stopped


def test_a_token_stopped_before_the_call_stops_it_at_once(examples):
    token = deduce.StopToken()
    token.stop()
    start = time.monotonic()
    n = deduce.count(examples / "latin8.fut", stop_token=token)
    assert time.monotonic() - start < 1
    assert not n.exact and n.stop == "interrupted"
    assert deduce.count(examples / "futoshiki_5x5.fut").exact  # a call without it runs whole


def test_closing_a_stream_leaves_another_call_exact(examples):
    alone = deduce.count(EXACT, threads=1)
    result = {}
    t = threading.Thread(target=lambda: result.update(n=deduce.count(EXACT, threads=1)))
    t.start()
    stream = deduce.solutions(examples / "latin8.fut", threads=1)
    next(stream)
    stream.close()
    t.join()
    assert result["n"].exact and result["n"] == alone
