"""The load test of `deduce serve` (make bench-web, docs/benchmarks.md "The web
server"): SOLVES solves of Tatham 9x9 Extreme puzzles (made by Debian's
sgt-unequal, `--generate N 9dx#SEED`, each sent SOLVES/N times) from CLIENTS
concurrent clients on loopback, while one long count (an empty 9x9 Latin
square, which runs until the test ends) takes a worker beside them. Every
answer must be 200 with a unique solution; prints the latencies (from
sending the request to the whole answer read, client time included).

Usage: load.py BUILD/deduce [--solves 2000] [--clients 16] [--puzzles 200]
       [--seed deduce-web] [--workers N]"""
import argparse
import http.client
import json
import os
import shutil
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tests", "web"))
from server_process import Server, empty_latin  # noqa: E402

SGT = os.environ.get("SGT_UNEQUAL", "/usr/games/sgt-unequal")
COMMITTED = os.path.join(os.path.dirname(__file__), "..", "data", "futoshiki",
                         "unequal_9x9_extreme.txt")


def puzzles(n, seed):
    if shutil.which(SGT):
        out = subprocess.run([SGT, "--generate", str(n), f"9dx#{seed}"], check=True,
                             capture_output=True, text=True).stdout
        source = f"{SGT} --generate {n} 9dx#{seed}"
    else:  # scripts/install_deps.sh compare installs sgt-puzzles
        out = open(COMMITTED, encoding="utf-8").read()
        source = f"{COMMITTED} (no {SGT})"
    ids = [line.strip() for line in out.splitlines() if line.strip()]
    return ids, source


def percentile(sorted_values, p):
    return sorted_values[min(len(sorted_values) - 1, int(round(p / 100 * (len(sorted_values) - 1))))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--solves", type=int, default=2000)
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--puzzles", type=int, default=200)
    ap.add_argument("--seed", default="deduce-web")
    ap.add_argument("--workers", default=None)
    a = ap.parse_args()

    ids, source = puzzles(a.puzzles, a.seed)
    args = ["--workers", a.workers] if a.workers else []
    server = Server(a.binary, *args)
    count = {}

    def long_count():
        c = http.client.HTTPConnection("127.0.0.1", server.port, timeout=3600)
        body = {"puzzle": empty_latin(9), "options": {"count": True, "timeout": 3600}}
        c.request("POST", "/api/solve", json.dumps(body))
        r = c.getresponse()
        count["status"] = r.status
        count["doc"] = json.loads(r.read())
        count["end"] = time.monotonic()

    counter = threading.Thread(target=long_count)
    counter.start()
    time.sleep(0.5)  # the count holds its worker before the solves start

    latencies, errors, lock = [], [], threading.Lock()
    next_job = iter(range(a.solves))

    def client():
        c = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        while True:
            with lock:
                i = next(next_job, None)
            if i is None:
                return
            body = json.dumps({"puzzle": ids[i % len(ids)]})
            start = time.monotonic()
            try:
                c.request("POST", "/api/solve", body)
                r = c.getresponse()
                data = r.read()
                took = time.monotonic() - start
                doc = json.loads(data)
                ok = r.status == 200 and doc["results"][0]["uniqueness"] == "unique"
            except (OSError, http.client.HTTPException, ValueError, KeyError) as e:
                c.close()
                took, ok, data = time.monotonic() - start, False, repr(e).encode()
            with lock:
                latencies.append(took)
                if not ok:
                    errors.append(data[:200])

    start = time.monotonic()
    clients = [threading.Thread(target=client) for _ in range(a.clients)]
    for t in clients:
        t.start()
    for t in clients:
        t.join()
    wall = time.monotonic() - start
    count_running = counter.is_alive()
    code, _ = server.stop()
    counter.join()

    ms = sorted(x * 1000 for x in latencies)
    print(f"puzzles: {len(ids)} from {source}")
    print(f"solves: {len(ms)} from {a.clients} clients in {wall:.2f} s "
          f"({len(ms) / wall:.0f} a second), errors: {len(errors)}")
    print(f"latency ms: p50 {percentile(ms, 50):.1f}  p90 {percentile(ms, 90):.1f}  "
          f"p99 {percentile(ms, 99):.1f}  max {ms[-1]:.1f}")
    r = count.get("doc", {}).get("results", [{}])[0]
    print(f"long count: still running when the solves ended: {count_running}; "
          f"stopped by Ctrl-C at {r.get('count')} ({r.get('stop')}); server exit {code}")
    for e in errors[:5]:
        print("error:", e)
    return 1 if errors or code != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
