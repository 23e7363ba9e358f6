#!/usr/bin/env bash
# Side-by-side comparison of deduce with clingo and MiniZinc + Gecode on logic grids (.zebra):
# issue 3, "Measured, not asserted". The classic riddle and the generated 8x8, 10x10 and 12x12
# grids go through every tool in the same run; each tool counts ALL solutions (a unique answer
# is then proved unique), and the counts are cross-checked.
#
# Usage: bench/compare/zebra.sh [FILE.zebra...]   (from anywhere; `make compare` runs it)
#   default files: examples/einstein.zebra, bench/data/zebra/zebra_{8x8,10x10,12x12}.zebra and the
#   seven published-style examples of Extension 2 (examples/garden_club.zebra ... relay_reports.zebra)
# Environment:
#   DEDUCE=build/deduce   the deduce binary (built by `make build`)
#   DEDUCE_BEFORE=        a second deduce binary (e.g. built from an earlier commit), timed in the
#                         same run, its runs interleaved with DEDUCE's; adds the columns "deduce
#                         before" and "before / after" (either command layer, see common.sh)
#   REPEAT=5              runs per puzzle and tool; the median is reported
#   TIMEOUT=60            seconds per run for each tool (a stopped run is flagged in the notes)
#   MINIZINC=1            0 leaves out the MiniZinc column (flattening alone takes ~0.3 s)
#
# Tools and what is timed:
#   deduce    `deduce solve --count --format json FILE`: stats.seconds (search, in process),
#             read by deduce_results.py (the JSON of either command layer)
#   clingo    `clingo 0 -q --outf=2 FILE.lp` on the program of zebra_to_asp.py: Time.Total
#             (grounding and solving, in process; clingo reads its own small program)
#   MiniZinc  `minizinc --solver gecode -a -s FILE.mzn` on the model of zebra_to_mzn.py:
#             fzn-gecode's solveTime (search only; the flattening time, from one more
#             `minizinc -c` run, is printed apart)
# plus, for each tool, the whole-process wall time (start-up, reading and translation by the
# tool included; the Python translation itself is done once beforehand and not timed, and so is
# the reading of the tool's output, which goes to a file first).
# The ratios are tool / deduce on the in-process figures. A deduce exit code other than 0, 1 or 3
# (2: bad input or usage, or a crash) is flagged in the notes. Raw outputs stay in
# build/compare/zebra/.
set -uo pipefail

cd "$(dirname "$0")/../.."
DEDUCE=${DEDUCE:-build/deduce}
DEDUCE_BEFORE=${DEDUCE_BEFORE:-}
REPEAT=${REPEAT:-5}
TIMEOUT=${TIMEOUT:-60}
MINIZINC=${MINIZINC:-1}
OUT=build/compare/zebra
HERE=bench/compare

die() { echo "zebra.sh: $*" >&2; exit 2; }

[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"
[ -z "$DEDUCE_BEFORE" ] || [ -x "$DEDUCE_BEFORE" ] || die "DEDUCE_BEFORE=$DEDUCE_BEFORE is not an executable"
command -v clingo >/dev/null || die "clingo missing (Debian package gringo; scripts/install_deps.sh compare)"
if [ "$MINIZINC" = 1 ]; then
  command -v minizinc >/dev/null || die "minizinc missing (scripts/install_deps.sh compare)"
fi
mkdir -p "$OUT"

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(examples/einstein.zebra bench/data/zebra/zebra_8x8.zebra bench/data/zebra/zebra_10x10.zebra
         bench/data/zebra/zebra_12x12.zebra
         # the published-style grids of Extension 2 (no positions, circles, maps, numbers, combinators)
         examples/garden_club.zebra examples/cousins.zebra examples/book_club.zebra
         examples/market_stalls.zebra examples/round_table.zebra examples/islands.zebra
         examples/relay_reports.zebra)
fi

source bench/compare/common.sh  # the working folder is the repository root (see cd above)

ratio() {  # tool deduce
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a == "nan" || b == "nan" || b <= 0) print "n/a"
    else printf (a / b < 10 ? "%.2fx\n" : "%.0fx\n"), a / b }'
}

# Extractors: read a tool's output on stdin, print "in_process_seconds count" ("nan none" when
# the run was stopped before it finished).
from_deduce() {
  python3 -c '
import sys
sys.path.insert(0, sys.argv[1])
from deduce_results import results
try:
    r = results(sys.stdin.read())[0]
    print(r["seconds"], r["count"] if r["status"] not in ("limit", "error") else "none")
except Exception:
    print("nan none")' "$HERE"
}
from_clingo() {
  python3 -c '
import json, sys
try:
    d = json.load(sys.stdin)
    print(d["Time"]["Total"], d["Models"]["Number"] if d["Models"].get("More") == "no" else "none")
except Exception:
    print("nan none")'
}
from_minizinc() {
  awk '/^%%%mzn-stat: solveTime=/ { split($0, a, "="); t = a[2] }
       /^%%%mzn-stat: nSolutions=/ { split($0, a, "="); c = a[2] }
       /^==========/ { done = 1 }
       END { if (t == "") t = "nan"; print t, (done ? c + 0 : "none") }'
}

# Runs `$@` once and appends "wall in_process count exit_code" to $OUT/runs.$1, the in-process
# time and the count read from its output by the extractor $2 (the rest is the command). The wall
# time covers the tool's process alone: its output goes to a file, read afterwards.
run_once() {
  local tag=$1 extract=$2 t0 t1 line rc
  shift 2
  t0=$(now_ns)
  timeout "$TIMEOUT" "$@" > "$OUT/last.out" 2> "$OUT/last.err"
  rc=$?
  t1=$(now_ns)
  line=$($extract < "$OUT/last.out")
  echo "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.9g", (b - a) / 1e9 }') $line $rc" >> "$OUT/runs.$tag"
}

# Prints "median_wall median_in_process count bad_exits" of $OUT/runs.$1 (count "none" if any
# run was stopped; bad_exits: runs whose exit code was none of 0, 1, 3 and 124, `timeout`'s
# when it stopped the run, which the count "none" already says).
runs_summary() {
  local f=$OUT/runs.$1 count
  count=$(awk '$3 == "none" { n = 1 } { c = $3 } END { print n ? "none" : c }' "$f")
  echo "$(awk '{ print $1 }' "$f" | median) $(awk '{ print $2 }' "$f" | median) $count" \
    "$(awk '$4 != 0 && $4 != 1 && $4 != 3 && $4 != 124' "$f" | wc -l)"
}

# Runs `$@` REPEAT times, tagged $1, with the extractor $2 (the rest is the command); prints
# runs_summary.
runs() {
  local tag=$1
  : > "$OUT/runs.$tag"
  for ((i = 0; i < REPEAT; i++)); do run_once "$@"; done
  runs_summary "$tag"
}

header="| puzzle | size | clues | solutions | deduce | clingo | clingo / deduce |"
rule="|---|---|---|---|---|---|---|"
if [ -n "$DEDUCE_BEFORE" ]; then
  header+=" deduce before | before / after | clingo / before |"
  rule+="---|---|---|"
fi
if [ "$MINIZINC" = 1 ]; then
  header+=" MiniZinc+Gecode | MiniZinc / deduce | MiniZinc flattening |"
  rule+="---|---|---|"
fi
header+=" wall per run deduce / clingo$([ "$MINIZINC" = 1 ] && echo " / MiniZinc")$([ -n "$DEDUCE_BEFORE" ] && echo " / deduce before") | notes |"
rule+="---|---|"
table=("$header" "$rule")

for f in "${files[@]}"; do
  [ -f "$f" ] || die "missing puzzle $f"
  name=$(basename "$f" .zebra)
  echo "== $name" >&2
  notes=()
  python3 "$HERE/zebra_to_asp.py" "$f" > "$OUT/$name.lp" || die "cannot translate $f to ASP"
  size=$(python3 -c "
import sys; sys.path.insert(0, '$HERE'); import zebra_reader
p = zebra_reader.read_file('$f'); print(f'{p.n}x{len(p.categories)} {len(p.clues)}')")
  read -r dims clues <<< "$size"

  # deduce (and DEDUCE_BEFORE, alternating which goes first) REPEAT times each.
  : > "$OUT/runs.$name.deduce"
  : > "$OUT/runs.$name.before"
  for ((i = 0; i < REPEAT; i++)); do
    order=(deduce before)
    [ $((i % 2)) -eq 1 ] && order=(before deduce)
    for tag in "${order[@]}"; do
      bin=$DEDUCE
      if [ "$tag" = before ]; then
        [ -n "$DEDUCE_BEFORE" ] || continue
        bin=$DEDUCE_BEFORE
      fi
      run_once "$name.$tag" from_deduce "$bin" solve --count --format json --timeout "$TIMEOUT" "$f"
    done
  done
  read -r d_wall d_sec d_count d_bad < <(runs_summary "$name.deduce")
  [ "$d_count" = none ] && notes+=("deduce stopped at ${TIMEOUT}s")
  [ "$d_bad" -gt 0 ] && notes+=("deduce exited with an unexpected code in $d_bad run(s), see $OUT/runs.$name.deduce")
  if [ -n "$DEDUCE_BEFORE" ]; then
    read -r b_wall b_sec b_count b_bad < <(runs_summary "$name.before")
    [ "$b_count" = none ] && notes+=("deduce before stopped at ${TIMEOUT}s")
    [ "$b_bad" -gt 0 ] && notes+=("deduce before exited with an unexpected code in $b_bad run(s), see $OUT/runs.$name.before")
    [ "$b_count" != none ] && [ "$d_count" != none ] && [ "$b_count" != "$d_count" ] &&
      notes+=("COUNT MISMATCH deduce before $b_count")
  fi
  read -r c_wall c_sec c_count _ < <(runs "$name.clingo" from_clingo clingo 0 -q --outf=2 "$OUT/$name.lp")
  if [ "$c_count" = none ]; then
    notes+=("clingo stopped at ${TIMEOUT}s")
  elif [ "$d_count" != none ] && [ "$c_count" != "$d_count" ]; then
    notes+=("COUNT MISMATCH clingo $c_count")
  fi

  row="| $name | $dims | $clues | $d_count | $(human "$d_sec") | $(human "$c_sec") | $(ratio "$c_sec" "$d_sec") |"
  walls="$(human "$d_wall") / $(human "$c_wall")"
  if [ -n "$DEDUCE_BEFORE" ]; then
    row+=" $(human "$b_sec") | $(ratio "$b_sec" "$d_sec") | $(ratio "$c_sec" "$b_sec") |"
  fi
  if [ "$MINIZINC" = 1 ]; then
    python3 "$HERE/zebra_to_mzn.py" "$f" > "$OUT/$name.mzn" || die "cannot translate $f to MiniZinc"
    read -r m_wall m_sec m_count _ < <(runs "$name.minizinc" from_minizinc minizinc --solver gecode -a -s \
      --time-limit "$((TIMEOUT * 1000))" "$OUT/$name.mzn")
    if [ "$m_count" = none ]; then
      notes+=("MiniZinc stopped at ${TIMEOUT}s")
    elif [ "$d_count" != none ] && [ "$m_count" != "$d_count" ]; then
      notes+=("COUNT MISMATCH MiniZinc $m_count")
    fi
    m_flat=$(minizinc --solver gecode -c -s "$OUT/$name.mzn" -o /dev/null 2>/dev/null |
      sed -n 's/^%%%mzn-stat: flatTime=//p' | tail -1)
    row+=" $(human "$m_sec") | $(ratio "$m_sec" "$d_sec") | $(human "${m_flat:-nan}") |"
    walls+=" / $(human "$m_wall")"
  fi
  [ -n "$DEDUCE_BEFORE" ] && walls+=" / $(human "$b_wall")"
  note_text=""
  for n in "${notes[@]}"; do note_text+="${note_text:+; }$n"; done
  row+=" $walls | $note_text |"
  table+=("$row")
  echo "$row" >&2
done

echo
echo "deduce vs clingo $(clingo --version | sed -n '1s/^clingo version //p')$([ "$MINIZINC" = 1 ] && echo " and $(minizinc --version | sed -n 's/.*version \([0-9.]*\).*/MiniZinc \1/p' | head -1) + Gecode") on $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
echo "load average at the end (other work on the machine skews timings): $(cut -d' ' -f1-3 /proc/loadavg)"
echo "times: median of $REPEAT runs; every tool counts all solutions; in-process times (see the header of bench/compare/zebra.sh)"
[ -n "$DEDUCE_BEFORE" ] && echo "deduce before: $DEDUCE_BEFORE ($(deduce_cli "$DEDUCE_BEFORE") command layer), its runs interleaved with $DEDUCE ($(deduce_cli "$DEDUCE")); before / after > 1: after is faster"
printf '%s\n' "${table[@]}"
