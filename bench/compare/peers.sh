#!/usr/bin/env bash
# deduce against Gecode as whole processes (issue 36): each tool solves a whole file of Tatham
# game IDs in one process, timed by hyperfine (wall, start-up and reading included), and the
# ratio deduce / Gecode printed a row. What run.sh does not show: run.sh times each puzzle in
# process (stats.seconds) and in a process of its own, so a cost paid once a file (start-up) or
# once a puzzle outside the search (reading, the model, the writer) hides in it.
#
# Usage: bench/compare/peers.sh [FILE]        (from anywhere; needs hyperfine and Gecode)
#   FILE  game IDs, one a line; default: 100 Tatham 9x9 Extreme, made once by
#         `scripts/gen/unequal_ids.sh 9dx 100` into build/compare/unequal_9x9_extreme_100.txt
#         (the first 50 are bench/data/futoshiki/unequal_9x9_extreme.txt)
# Environment:
#   DEDUCE=build/deduce   the deduce binary
#   DEDUCE_BEFORE=        a second deduce binary, timed in the same hyperfine run
#   RUNS=30               hyperfine's --min-runs (3 warm-up runs each)
#
# Rows: plain `solve` (a solution and the look for a second) against `gecode_latin --unique`
# (the issue's ratio); `solve --limit 2 --format jsonl` (run.sh's unique mode) against the same;
# `solve --first --format jsonl` against `gecode_latin --first`. Ratios are of medians; the load
# average is printed before and after, since other work on the machine moves both tools.
set -euo pipefail

cd "$(dirname "$0")/../.."
DEDUCE=${DEDUCE:-build/deduce}
DEDUCE_BEFORE=${DEDUCE_BEFORE:-}
RUNS=${RUNS:-30}
OUT=build/compare

die() { echo "peers.sh: $*" >&2; exit 2; }

command -v hyperfine >/dev/null || die "hyperfine missing (scripts/install_deps.sh compare)"
[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"
[ -f /usr/include/gecode/int.hh ] || die "Gecode headers missing (scripts/install_deps.sh compare)"
mkdir -p "$OUT"
if [ ! -x $OUT/gecode_latin ] || [ bench/compare/gecode_latin.cpp -nt $OUT/gecode_latin ] ||
   [ bench/compare/puzzle_reader.h -nt $OUT/gecode_latin ]; then
  echo "building $OUT/gecode_latin" >&2
  g++ -std=c++20 -O2 -DNDEBUG -Wall -Wextra -Werror -o $OUT/gecode_latin \
    bench/compare/gecode_latin.cpp -lgecodesearch -lgecodeminimodel -lgecodeint -lgecodekernel \
    -lgecodesupport -lpthread || die "cannot build gecode_latin"
fi
FILE=${1:-$OUT/unequal_9x9_extreme_100.txt}
if [ $# -eq 0 ] && [ ! -s "$FILE" ]; then
  scripts/gen/unequal_ids.sh 9dx 100 >"$FILE" || die "cannot make $FILE (sgt-unequal missing?)"
fi
[ -s "$FILE" ] || die "$FILE is empty or missing"

# name | deduce's flags | Gecode's flag
ROWS=("solve||--unique" "solve --limit 2|--limit 2 --format jsonl|--unique"
      "solve --first|--first --format jsonl|--first")
commands=()
for row in "${ROWS[@]}"; do
  IFS='|' read -r _ flags gflag <<<"$row"
  commands+=("$DEDUCE solve ${flags:+$flags }$FILE")
  if [ -n "$DEDUCE_BEFORE" ]; then commands+=("$DEDUCE_BEFORE solve ${flags:+$flags }$FILE"); fi
done
commands+=("$OUT/gecode_latin --unique $FILE" "$OUT/gecode_latin --first $FILE")

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)  $(nproc) cores  $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-)"
json=$(mktemp)
trap 'rm -f "$json"' EXIT
# -i: `--limit 2` exits 3 when it finds a second solution (it never does on unique puzzles).
hyperfine -N -i --style none --warmup 3 --min-runs "$RUNS" --export-json "$json" \
  "${commands[@]}" >/dev/null
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$json" "$DEDUCE" "$DEDUCE_BEFORE" "$FILE" "$OUT" "$(wc -l <"$FILE")" "${ROWS[@]}" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
deduce, before, file, out, puzzles, rows = sys.argv[2:7] + [sys.argv[7:]]
ms = lambda r: f"{r['median'] * 1e3:.2f} ms"
print(f"\n{puzzles.strip()} puzzles; medians of hyperfine runs (mean ± sd in brackets)\n")
print("| what | deduce | Gecode | deduce / Gecode |" + (" before | before / Gecode |" if before else ""))
print("| --- | --- | --- | --- |" + (" --- | --- |" if before else ""))
for row in rows:
    name, flags, gflag = row.split("|")
    run = lambda prog: results[f"{prog} solve {flags + ' ' if flags else ''}{file}"]
    d = run(deduce)
    g = results[f"{out}/gecode_latin {gflag} {file}"]
    line = (f"| `{name}` / `gecode_latin {gflag}` | {ms(d)} ({d['mean'] * 1e3:.2f} ± "
            f"{d['stddev'] * 1e3:.2f}) | {ms(g)} | **{d['median'] / g['median']:.3f}** |")
    if before:
        b = run(before)
        line += f" {ms(b)} | {b['median'] / g['median']:.3f} |"
    print(line)
PY
