#!/usr/bin/env python3
"""Reads what `deduce solve --format json|jsonl` printed and writes one flat JSON line per puzzle.

The comparison scripts (run.sh, zebra.sh, river.sh, zebra_crosscheck.py) read deduce's figures
through this one reader, so that they work with the deduce of today and with the deduce from
before the command-layer rebuild (issue 10), which a script may run side by side (DEDUCE_BEFORE):

- since issue 10: `--format json` prints ONE document {"deduce", "command", "results": [...],
  "exit_code"}; `--format jsonl` prints one object a line: "record": "result" for each puzzle,
  preceded (with --all or --limit) by "record": "solution" lines, which are skipped here. A
  stopped search has "exact": false and "stop": "timeout" / "node_limit" / "interrupted"
  ("solution_limit" is --limit doing its job, and "uniqueness_bound" the bounded look for a
  second solution: neither is a stop by a time or node limit).
- before: `--format json` printed one object per puzzle a line, with "status": "limit" when a
  time or node limit stopped it (river crossings: no status, but "complete": false and a
  "stopped" reason, and "solved" unless --count).

Each output line: {"puzzle": K, "status": S, "count": C, "nodes": N, "seconds": T,
"uniqueness": U, "exit_code": E}, where S is "solved", "no_solution", "invalid", "error" or
"limit" (stopped by a time or node limit: the count and the time are lower bounds), C is a
number (a string of digits from 2^53 on, as deduce writes it), N is stats.nodes (river
crossings: expanded states), T is stats.seconds (in process), U is deduce's uniqueness verdict
("" before issue 10) and E the record's exit code ("" before issue 10).

Usage: deduce solve --format jsonl ... | deduce_results.py       (also importable: results())
"""
import json
import sys

STOPS = {"timeout", "node_limit", "interrupted"}


def _objects(text):
    """The JSON values in text: one document, or one a line (a line that does not parse is
    skipped: a run cut off by `timeout` may leave half a line)."""
    text = text.strip()
    if not text:
        return []
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        pass
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return out


def _flat(r, k):
    stats = r.get("stats") or {}
    nodes = stats.get("nodes", stats.get("expanded", 0))
    if "record" in r:  # since issue 10
        if r["record"] == "error":
            status = "error"
        elif r.get("stop") in STOPS:
            status = "limit"
        else:
            status = {"stopped": "limit"}.get(r.get("status"), r.get("status", ""))
        uniqueness, code = r.get("uniqueness", ""), r.get("exit_code", "")
    else:  # before issue 10
        status = r.get("status")
        if status is None:  # a river crossing: "complete" false and "stopped" when a limit cut it
            if "stopped" in r or not r.get("complete", True):
                status = "limit"
            elif "solved" in r:
                status = "solved" if r["solved"] else "no_solution"
            else:  # --count
                status = "solved" if int(r.get("count", 0)) > 0 else "no_solution"
        elif status == "unsatisfiable":
            status = "no_solution"
        uniqueness, code = "", ""
    return {"puzzle": r.get("puzzle", k) if isinstance(r.get("puzzle"), int) else k,
            "status": status, "count": r.get("count", 0), "nodes": nodes,
            "seconds": stats.get("seconds", 0), "uniqueness": uniqueness, "exit_code": code}


def results(text):
    """One flat dict per puzzle result in deduce's output text (either generation)."""
    flat = []
    for obj in _objects(text):
        if isinstance(obj, dict) and isinstance(obj.get("results"), list):
            records = obj["results"]
        else:
            records = [obj]
        for r in records:
            if not isinstance(r, dict) or r.get("record") == "solution":
                continue
            flat.append(_flat(r, len(flat) + 1))
    return flat


def main():
    for r in results(sys.stdin.read()):
        print(json.dumps(r, separators=(",", ":")))


if __name__ == "__main__":
    main()
