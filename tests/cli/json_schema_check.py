#!/usr/bin/env python3
"""Every command's JSON output, for every family and status, against the
schema in docs/deduce-output.schema.json.

Usage: json_schema_check.py DEDUCE_BINARY SOURCE_DIR
Runs a matrix of commands (solve, its modes, check, analyze, explain, generate; --format json
and jsonl), validates each document and each line, and checks that the
matrix met every status, uniqueness and record kind, so that the schema is
tested on all of them. Exits 1 with the failures listed. In the short form
(DEDUCE_TEST_SCALE=short, the sanitizer pass) each kind's first file runs in
every mode and the other files in every fourth; the Release pass runs all.
"""
import json
import os
import subprocess
import sys

import jsonschema

binary, source = sys.argv[1], sys.argv[2]
SHORT = os.environ.get("DEDUCE_TEST_SCALE") == "short"
with open(os.path.join(source, "docs", "deduce-output.schema.json"), encoding="utf-8") as f:
    schema = json.load(f)
validator = jsonschema.Draft202012Validator(schema)
jsonschema.Draft202012Validator.check_schema(schema)

FILES = {
    "futoshiki": ["futoshiki_5x5.fut", "futoshiki_ids.txt", "latin2.fut",
                  "errors/no_solution.fut", "errors/dup.fut"],
    "zebra": ["einstein.zebra", "loose.zebra", "cousins.zebra", "market_stalls.zebra"],
    "river": ["bridge_torch.river", "monks_monsters_4_4_2.river", "monks_monsters_3_3_2.river"],
    "sudoku": ["sudoku_9x9.sudoku", "sudoku_killer_x.sudoku", "sudoku_ids.sudoku"],
}
MODES = [
    ["solve"], ["solve", "--all", "--limit", "3"],
    ["solve", "--count"], ["solve", "--count", "--limit", "2"],
    ["solve", "--count", "--node-limit", "2"], ["check"], ["check", "--node-limit", "1"],
]
EXPLAINING = [["explain"], ["hint"], ["grade"], ["grade", "--node-limit", "1"]]
EXTRA = {
    "futoshiki": [["solve", "--first"]] + EXPLAINING,
    "zebra": [["solve", "--first"], ["analyze"], ["analyze", "--limit", "2"],
              ["analyze", "--node-limit", "1"]] + EXPLAINING,
    "river": [["solve", "--count", "--optimal"]],
    "sudoku": [["solve", "--first"]] + EXPLAINING,
}

failures = []
seen = {"status": set(), "uniqueness": set(), "record": set(), "stop": set(), "kind": set()}


def note(record):
    seen["record"].add(record.get("record"))
    for key in ("status", "uniqueness", "stop", "kind"):
        if key in record:
            seen[key].add(record[key])


def validate(doc, where):
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    for e in errors[:3]:
        failures.append(f"{where}: {'/'.join(map(str, e.path))}: {e.message[:300]}")


def run(args):
    for fmt in ("json", "jsonl"):
        cmd = [binary] + args[:1] + ["--format", fmt] + args[1:]
        where = " ".join(cmd[1:])
        p = subprocess.run(cmd, cwd=source, capture_output=True, text=True, timeout=600)
        if p.returncode not in (0, 1, 2, 3):
            failures.append(f"{where}: exit {p.returncode}")
            continue
        if fmt == "json":
            try:
                doc = json.loads(p.stdout)
            except json.JSONDecodeError as e:
                failures.append(f"{where}: not one JSON document: {e}")
                continue
            validate(doc, where)
            if doc.get("exit_code") != p.returncode:
                failures.append(f"{where}: exit_code {doc.get('exit_code')} but exit {p.returncode}")
            for r in doc.get("results", []):
                note(r)
        else:
            for n, line in enumerate(p.stdout.splitlines(), 1):
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError as e:
                    failures.append(f"{where}: line {n} is not JSON: {e}")
                    continue
                validate(rec, f"{where} (line {n})")
                note(rec)


case = 0
for kind, files in FILES.items():
    for i, f in enumerate(files):
        for mode in MODES + EXTRA.get(kind, []):
            case += 1
            if SHORT and i > 0 and case % 4 != 0:
                continue
            run(mode + [os.path.join("examples", f)])
# Every solution, where there are few (bridge and torch has 73,644).
for f in ("latin2.fut", "loose.zebra", "monks_monsters_3_3_2.river", "monks_monsters_4_4_2.river"):
    run(["solve", "--all", os.path.join("examples", f)])
# An empty 6x6 square has 812,851,200 solutions: only limited runs.
run(["solve", "--count", "--node-limit", "2", "examples/latin6.fut"])
run(["solve", "--timeout", "0.05", "--all", "examples/latin6.fut"])
run(["solve", "examples/einstein.zebra", "examples"])
run(["check", "examples/errors/short_row.fut", "examples/latin2.fut"])
run(["hint", "--entered", "examples/errors/wrong_entry.fut", "examples/futoshiki_5x5.fut"])
run(["hint", "--entered", "examples/errors/wrong_entry.sudoku", "examples/sudoku_9x9.sudoku"])
run(["hint", "examples/errors/wrong_clue.zebra"])
# Generated puzzles: graded, explained, Adjacent, Latin squares.
run(["generate", "futoshiki", "--count", "2"])
run(["generate", "futoshiki", "--order", "6", "--grade", "extreme", "--explain"])
run(["generate", "futoshiki", "--adjacent", "--grade", "easy"])
run(["generate", "futoshiki", "--latin", "--order", "7"])
run(["generate", "zebra", "--count", "2", "--grade", "medium", "--explain"])
run(["generate", "zebra", "--positions", "4", "--categories", "3", "--grade", "easy"])
run(["generate", "river", "--river-family", "couples", "--min-length", "9"])
run(["generate", "river", "--river-family", "predators", "--count", "2"])
run(["generate", "sudoku", "--count", "2", "--grade", "extreme", "--explain"])
run(["generate", "sudoku", "--params", "9jxdi"])
# A generate run a limit stopped: the document's `stop`, the JSON Lines stop record.
run(["generate", "zebra", "--count", "3", "--node-limit", "5"])
run(["solve", "--all", "tests/puzzles/zebra/data/published_asks.zebra"])  # asks whose answers differ

wanted = {
    "status": {"solved", "no_solution", "invalid", "stopped"},
    "uniqueness": {"unique", "several", "undecided", "not_checked", "none"},
    "record": {"result", "error", "solution", "stop"},
    "stop": {"none", "solution_limit", "node_limit", "timeout"},
    "kind": {"futoshiki", "zebra", "river", "sudoku"},
}
for key, values in wanted.items():
    missing = values - seen[key]
    if missing:
        failures.append(f"the matrix never produced {key} {sorted(missing)}: extend it")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"valid: every output of the matrix; seen {json.dumps({k: sorted(v) for k, v in seen.items()})}")
