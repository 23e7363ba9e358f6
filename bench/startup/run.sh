#!/usr/bin/env bash
# deduce's start-up against a C++ hello world linked the same way, in one
# run: `deduce --version`, a small solve, and the programs deduce hands a
# command to (programs.h), each timed by hyperfine (whole process, wall).
# Usage: bench/startup/run.sh [BUILD_DIR]   (default build/; needs hyperfine)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
command -v hyperfine >/dev/null || { echo "run.sh: needs hyperfine (apt install hyperfine)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
g++ -O2 -std=c++20 "$here/hello.cc" -o "$work/hello"
cd "$root"
hyperfine -N --warmup 20 --min-runs 200 --export-json "$work/times.json" \
  "$work/hello" \
  "$build/deduce --version" \
  "$build/deduce solve examples/einstein.zebra" \
  "$build/deduce solve examples/futoshiki_5x5.fut" \
  "$build/deduce-serve --version" >/dev/null
python3 - "$work/times.json" <<'PY'
import json, sys
runs = json.load(open(sys.argv[1]))["results"]
floor = runs[0]["median"]
print(f"{'program':48} {'median ms':>10} {'mean ms':>8} {'x hello':>8}")
for r in runs:
    program, *args = r["command"].split(" ")
    name = " ".join([program.rsplit("/", 1)[-1]] + args)
    print(f"{name:48} {r['median'] * 1e3:10.2f} {r['mean'] * 1e3:8.2f} {r['median'] / floor:8.2f}")
PY
