#!/usr/bin/env python3
"""Runs the published English logic-grid benchmarks through deduce and counts
right, wrong and unanswered (docs/english.md, "How well it reads").

  bench/english/benchmarks.py bbeh TASK_JSON [DEDUCE]
      BIG-Bench Extra Hard's zebra puzzles: task.json of
      bbeh/benchmark_tasks/bbeh_zebra_puzzles (google-deepmind/bbeh); each
      `input` through `deduce solve --format answer`, compared with `target`.
  bench/english/benchmarks.py zebralogic GRID_JSONL [DEDUCE]
      ZebraLogic's grid mode, one puzzle a line ({id, puzzle, solution}, as
      the data set's parquet file converted by parquet_to_jsonl.mjs); the
      answer table compared with `solution`, header and rows.

Neither data set is in the repository (their licences do not allow a copy
there, or say nothing); docs/english.md says where to get them. A refusal (no
answer, exit 1 or 2, with a located reason) is counted apart from a wrong
answer, and each one is listed."""
import json
import os
import subprocess
import sys
import tempfile
import time


def run(deduce, text, where):
    path = os.path.join(where, "puzzle.txt")
    with open(path, "w") as f:
        f.write(text)
    t0 = time.perf_counter()
    p = subprocess.run([deduce, "solve", "--format", "answer", path], capture_output=True,
                       text=True)
    return p.returncode, p.stdout.strip(), p.stderr.strip(), time.perf_counter() - t0


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("bbeh", "zebralogic"):
        sys.exit(__doc__)
    kind, data = sys.argv[1], sys.argv[2]
    deduce = sys.argv[3] if len(sys.argv) > 3 else "deduce"
    if kind == "bbeh":
        with open(data) as f:
            items = [(str(i), e["input"], str(e["target"]).strip())
                     for i, e in enumerate(json.load(f)["examples"])]
    else:
        with open(data) as f:
            items = [(r["id"], r["puzzle"], r["solution"]) for r in map(json.loads, f)]
    right = wrong = refused = 0
    seconds = 0.0
    with tempfile.TemporaryDirectory() as where:
        for name, text, want in items:
            code, out, err, secs = run(deduce, text, where)
            seconds += secs
            if code != 0:
                refused += 1
                print(f"{name}: no answer (exit {code}): {err.splitlines()[0] if err else ''}")
                continue
            got = out if kind == "bbeh" else json.loads(out)
            if got == want:
                right += 1
            else:
                wrong += 1
                print(f"{name}: WRONG: {out} (the benchmark: {json.dumps(want)})")
    print(f"{kind}: {len(items)} puzzles, {right} right, {wrong} wrong, {refused} without an "
          f"answer; {seconds / max(1, len(items)) * 1000:.1f} ms a puzzle (a process each)")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
