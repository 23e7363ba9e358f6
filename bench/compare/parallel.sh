#!/usr/bin/env bash
# Issue 13 (part 2) side by side: counting Latin squares against Gecode, the 12x12 logic grid
# against clingo, and what a second thread gives, in one run (docs/benchmarks.md).
#
# Usage: bench/compare/parallel.sh            (from anywhere, after `make build`)
# Environment: DEDUCE=build/deduce, REPEAT=3 (runs per figure; the median is printed),
#              ONLY=zebra (the zebra12 and analyze10 rows alone, seconds instead of minutes)
#
# Figures (seconds, in process: deduce's stats.seconds, Gecode's seconds, clingo's Time.Total):
#   latin5         all Latin squares of order 5: deduce (symmetry + rows), deduce's search alone
#                  (--limit set high, which turns the symmetry and the row counter off; a capped
#                  count runs on one thread),
#                  Gecode --count
#   reduced7       the 16,942,080 reduced squares of order 7: deduce (rows); search alone (the
#                  grid with a sign that holds, see square()) on 1 and 2 threads
#   latin6         all 812,851,200 squares of order 6
#   first-row-6    the 1,128,960 order-6 squares with the first row fixed (and the sign), search
#                  alone, 1 and 2 threads (the counting search's speed-up)
#   zebra12        bench/data/zebra/zebra_12x12.zebra --count: deduce on 1 and 2 threads, clingo
#   analyze10      deduce analyze bench/data/zebra/zebra_10x10.zebra, wall time, 1 and 2 threads
#   qwh35-check    deduce check of the ten order-35 squares of bench/data/futoshiki/qwh_35_405.fut
#                  (clause learning: searches racing), wall time, 1 and 2 threads
#   qwh-hard       deduce solve --first --timeout 60 of the unbalanced squares of orders QWH_ORDERS
#                  of hard.sh's peak set (10 each, made by scripts/gen/latin_qwh.py as hard.sh does),
#                  wall time over the set (each square run alone, 60 s at most), 1 and 2 threads;
#                  one run each (minutes): QWH=0 skips it
set -uo pipefail
cd "$(dirname "$0")/../.."
source bench/compare/common.sh
DEDUCE=${DEDUCE:-build/deduce}
REPEAT=${REPEAT:-3}
QWH=${QWH:-1}
QWH_ORDERS=${QWH_ORDERS:-"36 37 38 39 40"}
DATA=${DATA:-build/compare/hard}
OUT=build/compare/parallel
mkdir -p "$OUT"

# order, first-row-fixed (0/1), first-column-fixed (0/1), sign (0/1) -> a .fut grid on stdout.
# The sign is `<` between the first two cells of the fixed first row (1 < 2): it changes no
# count, but a puzzle with a sign is searched (no row counter), on every thread asked for.
square() {
  awk -v n="$1" -v row="$2" -v col="$3" -v sign="${4:-0}" 'BEGIN {
    print n
    for (r = 0; r < n; r++) {
      line = ""
      for (c = 0; c < n; c++) {
        v = 0
        if (r == 0 && row) v = c + 1
        if (c == 0 && col) v = r + 1
        line = line (c ? (r == 0 && c == 1 && sign ? "<" : "|") : "") v
      }
      print line
      if (r + 1 < n) { s = ""; for (k = 0; k < 2 * n - 1; k++) s = s "-"; print s }
    }
  }'
}
square 5 0 0 > "$OUT/latin5.fut"
square 6 0 0 > "$OUT/latin6.fut"
square 6 1 0 1 > "$OUT/first_row6.fut"
square 7 1 1 > "$OUT/reduced7.fut"
square 7 1 1 1 > "$OUT/reduced7_signed.fut"

deduce_seconds() {  # args... -> median stats.seconds of REPEAT runs
  for _ in $(seq "$REPEAT"); do
    "$DEDUCE" "$@" --format json | python3 -c \
      'import json, sys; print(json.load(sys.stdin)["results"][0]["stats"]["seconds"])'
  done | median
}
wall_seconds() {  # command... -> median wall seconds
  for _ in $(seq "$REPEAT"); do
    local t0; t0=$(now_ns); "$@" > /dev/null; echo "$(( $(now_ns) - t0 ))e-9"
  done | awk '{ printf "%.6f\n", $1 + 0 }' | median
}
row() { printf '%-44s %s\n' "$1" "$(human "$2")"; }

BIG=1000000000000  # a --limit no count reaches: the plain counting search
if [ "${ONLY:-}" != zebra ]; then
row "latin5 deduce" "$(deduce_seconds solve --count "$OUT/latin5.fut")"
row "latin5 deduce search alone, 1 thread" \
  "$(deduce_seconds solve --count --limit $BIG --threads 1 "$OUT/latin5.fut")"
if [ -f /usr/include/gecode/int.hh ]; then
  g++ -std=c++20 -O2 -DNDEBUG -o "$OUT/gecode_latin" bench/compare/gecode_latin.cpp \
    -lgecodesearch -lgecodeminimodel -lgecodeint -lgecodekernel -lgecodesupport -lpthread
  g=$(for _ in $(seq "$REPEAT"); do "$OUT/gecode_latin" --count "$OUT/latin5.fut" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["seconds"])'; done | median)
  row "latin5 Gecode" "$g"
fi
row "reduced7 deduce" "$(deduce_seconds solve --count "$OUT/reduced7.fut")"
row "latin6 deduce" "$(deduce_seconds solve --count "$OUT/latin6.fut")"
for t in 1 2; do
  row "first-row-6 deduce search alone, $t threads" \
    "$(deduce_seconds solve --count --threads $t "$OUT/first_row6.fut")"
done
for t in 1 2; do
  row "reduced7 deduce search alone, $t threads" \
    "$(deduce_seconds solve --count --threads $t "$OUT/reduced7_signed.fut")"
done
fi
for t in 1 2; do
  row "zebra12 deduce --count, $t threads" \
    "$(deduce_seconds solve --count --threads $t bench/data/zebra/zebra_12x12.zebra)"
done
if command -v clingo > /dev/null; then
  python3 bench/compare/zebra_to_asp.py bench/data/zebra/zebra_12x12.zebra > "$OUT/zebra12.lp"
  c=$(for _ in $(seq "$REPEAT"); do clingo 0 -q --outf=2 "$OUT/zebra12.lp" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["Time"]["Total"])'; done | median)
  row "zebra12 clingo" "$c"
fi
for t in 1 2; do
  row "analyze10 deduce wall, $t threads" \
    "$(wall_seconds "$DEDUCE" analyze --threads $t bench/data/zebra/zebra_10x10.zebra)"
done
[ "${ONLY:-}" = zebra ] && exit 0
for t in 1 2; do
  row "qwh35-check deduce wall, $t threads" \
    "$(wall_seconds "$DEDUCE" check --threads $t bench/data/futoshiki/qwh_35_405.fut)"
done
if [ "$QWH" = 1 ]; then
  # One file per square: --timeout bounds a whole run, and a square stopped at 60 s counts 60 s.
  mkdir -p "$DATA" "$OUT/qwh"
  rm -f "$OUT"/qwh/*.fut
  for n in $QWH_ORDERS; do
    h=$(python3 -c "print(round(1.6 * $n ** 1.55))")
    f=$DATA/qwh_${n}_${h}_10.fut
    [ -s "$f" ] || python3 scripts/gen/latin_qwh.py --mix 2 "$n" "$h" 10 "$n" > "$f"
    awk -v dir="$OUT/qwh" -v n="$n" '/^[0-9]+[ \t]*$/ { k++; f = dir "/" n "_" k ".fut" }
      k > 0 { print > f }' "$f"
  done
  for t in 1 2; do
    total=0
    for p in "$OUT"/qwh/*.fut; do
      s=$(REPEAT=1 wall_seconds "$DEDUCE" solve --first --timeout 60 --threads $t "$p")
      total=$(awk -v a="$total" -v b="$s" 'BEGIN { print a + b }')
    done
    row "qwh-hard deduce wall, $t threads" "$total"
  done
fi
