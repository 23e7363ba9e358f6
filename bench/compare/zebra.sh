#!/usr/bin/env bash
# Side-by-side comparison of deduce with clingo and MiniZinc + Gecode on logic grids (.zebra):
# issue 3, "Measured, not asserted". The classic riddle and the generated 8x8, 10x10 and 12x12
# grids go through every tool in the same run; each tool counts ALL solutions (a unique answer
# is then proved unique), and the counts are cross-checked.
#
# Usage: bench/compare/zebra.sh [FILE.zebra...]   (from anywhere; `make compare` runs it)
#   default files: examples/einstein.zebra and bench/data/zebra/zebra_{8x8,10x10,12x12}.zebra
# Environment:
#   DEDUCE=build/deduce   the deduce binary (built by `make build`)
#   REPEAT=5              runs per puzzle and tool; the median is reported
#   TIMEOUT=60            seconds per run for each tool
#   MINIZINC=1            0 leaves out the MiniZinc column (flattening alone takes ~0.3 s)
#
# Tools and what is timed:
#   deduce    `deduce solve --count --format json FILE`: stats.seconds (search, in process)
#   clingo    `clingo 0 -q --outf=2 FILE.lp` on the program of zebra_to_asp.py: Time.Total
#             (grounding and solving, in process; clingo reads its own small program)
#   MiniZinc  `minizinc --solver gecode -a -s FILE.mzn` on the model of zebra_to_mzn.py:
#             fzn-gecode's solveTime (search only; the flattening time is printed apart)
# plus, for each tool, the whole-process wall time (start-up, reading and translation by the
# tool included; the Python translation itself is done once beforehand and not timed).
# The ratios are tool / deduce on the in-process figures. Raw outputs stay in
# build/compare/zebra/.
set -uo pipefail

cd "$(dirname "$0")/../.."
DEDUCE=${DEDUCE:-build/deduce}
REPEAT=${REPEAT:-5}
TIMEOUT=${TIMEOUT:-60}
MINIZINC=${MINIZINC:-1}
OUT=build/compare/zebra
HERE=bench/compare

die() { echo "zebra.sh: $*" >&2; exit 2; }

[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"
command -v clingo >/dev/null || die "clingo missing (Debian package gringo; scripts/install_deps.sh compare)"
if [ "$MINIZINC" = 1 ]; then
  command -v minizinc >/dev/null || die "minizinc missing (scripts/install_deps.sh compare)"
fi
mkdir -p "$OUT"

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(examples/einstein.zebra bench/data/zebra/zebra_8x8.zebra bench/data/zebra/zebra_10x10.zebra
         bench/data/zebra/zebra_12x12.zebra)
fi

now_ns() { date +%s%N; }

# Reads one JSON document on stdin and prints the fields named by the Python expressions given.
json_get() {
  python3 -c '
import json, sys
d = json.load(sys.stdin)
print(" ".join(str(eval(e, {}, {"d": d})) for e in sys.argv[1:]))' "$@"
}

# Median of the numbers on stdin.
median() {
  sort -g | awk '{ v[NR] = $1 } END {
    if (NR == 0) { print "nan"; exit }
    if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

human() {
  awk -v s="$1" 'BEGIN {
    if (s == "nan" || s == "") { print "n/a"; exit }
    if (s < 1e-3) printf "%.1f us\n", s * 1e6
    else if (s < 1) printf "%.2f ms\n", s * 1e3
    else printf "%.2f s\n", s }'
}

ratio() {  # tool deduce
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a == "nan" || b == "nan" || b <= 0) print "n/a"
    else printf (a / b < 1 ? "%.2fx\n" : "%.0fx\n"), a / b }'
}

# Runs "$@" REPEAT times; keeps the last output in $OUT/last.out and prints the median wall time.
timed() {
  local i t0 t1
  for ((i = 0; i < REPEAT; i++)); do
    t0=$(now_ns)
    timeout "$TIMEOUT" "$@" > "$OUT/last.out" 2> "$OUT/last.err"
    t1=$(now_ns)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.9g\n", (b - a) / 1e9 }'
  done | median
}

header="| puzzle | size | clues | solutions | deduce | clingo | clingo / deduce |"
rule="|---|---|---|---|---|---|---|"
if [ "$MINIZINC" = 1 ]; then
  header+=" MiniZinc+Gecode | MiniZinc / deduce | MiniZinc flattening |"
  rule+="---|---|---|"
fi
header+=" wall per run deduce / clingo$([ "$MINIZINC" = 1 ] && echo " / MiniZinc") | notes |"
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

  # deduce: the in-process search time of each run, then the median.
  d_wall=$(timed "$DEDUCE" solve --count --format json "$f")
  d_times=()
  for ((i = 0; i < REPEAT; i++)); do
    d_times+=("$("$DEDUCE" solve --count --format json "$f" | json_get 'd["stats"]["seconds"]')")
  done
  d_sec=$(printf '%s\n' "${d_times[@]}" | median)
  d_count=$("$DEDUCE" solve --count --format json "$f" | json_get 'd["count"]')

  # clingo: Time.Total of each run (grounding + solving).
  c_wall=$(timed clingo 0 -q --outf=2 "$OUT/$name.lp")
  c_times=()
  for ((i = 0; i < REPEAT; i++)); do
    c_times+=("$(clingo 0 -q --outf=2 "$OUT/$name.lp" | json_get 'd["Time"]["Total"]')")
  done
  c_sec=$(printf '%s\n' "${c_times[@]}" | median)
  c_count=$(clingo 0 -q --outf=2 "$OUT/$name.lp" | json_get 'd["Models"]["Number"]')
  [ "$c_count" = "$d_count" ] || notes+=("COUNT MISMATCH clingo $c_count")

  row="| $name | $dims | $clues | $d_count | $(human "$d_sec") | $(human "$c_sec") | $(ratio "$c_sec" "$d_sec") |"
  walls="$(human "$d_wall") / $(human "$c_wall")"
  if [ "$MINIZINC" = 1 ]; then
    python3 "$HERE/zebra_to_mzn.py" "$f" > "$OUT/$name.mzn" || die "cannot translate $f to MiniZinc"
    m_wall=$(timed minizinc --solver gecode -a -s "$OUT/$name.mzn")
    m_times=() m_flat=()
    for ((i = 0; i < REPEAT; i++)); do
      minizinc --solver gecode -a -s "$OUT/$name.mzn" > "$OUT/$name.minizinc.out" 2>/dev/null
      m_times+=("$(sed -n 's/^%%%mzn-stat: solveTime=//p' "$OUT/$name.minizinc.out" | tail -1)")
      m_flat+=("$(sed -n 's/^%%%mzn-stat: flatTime=//p' "$OUT/$name.minizinc.out" | tail -1)")
    done
    m_sec=$(printf '%s\n' "${m_times[@]}" | median)
    m_flat_sec=$(printf '%s\n' "${m_flat[@]}" | median)
    m_count=$(sed -n 's/^%%%mzn-stat: nSolutions=//p' "$OUT/$name.minizinc.out" | tail -1)
    [ "$m_count" = "$d_count" ] || notes+=("COUNT MISMATCH MiniZinc ${m_count:-none}")
    row+=" $(human "$m_sec") | $(ratio "$m_sec" "$d_sec") | $(human "$m_flat_sec") |"
    walls+=" / $(human "$m_wall")"
  fi
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
printf '%s\n' "${table[@]}"
