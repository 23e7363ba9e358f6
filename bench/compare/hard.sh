#!/usr/bin/env bash
# Hard Latin-square completion side by side: deduce, CaDiCaL on the direct CNF encoding
# (bench/compare/latin_cnf.cpp) and Gecode (bench/compare/gecode_latin.cpp), in one run on the same
# instances (issue 13, "Done when").
#
# Usage: bench/compare/hard.sh [SET...]     (from the repository root; default: qwh35 peak qwh70)
#   qwh35   bench/data/futoshiki/qwh_35_405.fut (order 35, 405 holes, 10 instances): the first
#           solution by each tool, then deduce's uniqueness proof (`deduce check`) of each, which
#           finishes with "unique" or with a second solution ("several")
#   peak    orders 33 to 40 at the hardness peak, 1.6 * n^1.55 holes (Achlioptas et al. 2000),
#           COUNT instances of each order, unbalanced and balanced (scripts/gen/latin_qwh.py
#           --balanced), seed = order; first solution
#   qwh70   order 70 with 2940 holes (COUNT70 instances, seed SEED70): first solution; CaDiCaL
#           only with CNF70=1 (the pairwise encoding has 36 million clauses)
#   gomes   Carla Gomes's published QWH instances (DIMACS COLOR02 "fixed set" .col files in
#           GOMES_DIR, converted by scripts/gen/col_to_fut.py; not committed, they carry no
#           licence: docs/benchmarks.md, "Heavy tails on one core", says where to fetch them)
# Environment:
#   DEDUCE=build/deduce   the deduce binary;  DEDUCE_FLAGS=   more flags for it (--restarts off)
#   TIMEOUT=60            seconds per run and tool (a run stopped by it counts TIMEOUT, shown >=)
#   COUNT=10  COUNT70=1   instances per order;  SEED70=70  the seed of the qwh70 set
#   GOMES_DIR=build/compare/gomes   where the gomes set's .col files are
#   ORDERS="33 34 ... 40" the orders of the peak set
#   GECODE=1              0 skips Gecode (slow at these sizes)
#   DATA=build/compare/hard   where the generated instances are cached (not committed)
# Times are CPU seconds (user + system) of each process measured by /usr/bin/time, so that other
# work on a shared machine does not count: deduce includes parsing and modelling, CaDiCaL parsing
# its CNF (encoding is not timed), Gecode its start-up. CaDiCaL's solutions are checked by
# `latin_cnf --check` and Gecode's by its checker; deduce's are not checked here (its tests check
# its searches' solutions with the checker, tests/puzzles/futoshiki/learning_test.cc among them).
set -uo pipefail

cd "$(dirname "$0")/../.."
DEDUCE=${DEDUCE:-build/deduce}
DEDUCE_FLAGS=${DEDUCE_FLAGS:-}
TIMEOUT=${TIMEOUT:-60}
COUNT=${COUNT:-10}
COUNT70=${COUNT70:-1}
SEED70=${SEED70:-70}
GOMES_DIR=${GOMES_DIR:-build/compare/gomes}
ORDERS=${ORDERS:-"33 34 35 36 37 38 39 40"}
GECODE=${GECODE:-1}
CNF70=${CNF70:-0}
DATA=${DATA:-build/compare/hard}
OUT=build/compare
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

die() { echo "hard.sh: $*" >&2; exit 2; }
[ -x "$DEDUCE" ] || die "no deduce binary at $DEDUCE (build it, or set DEDUCE)"
command -v cadical > /dev/null || die "cadical is missing (scripts/install_deps.sh compare)"
mkdir -p "$OUT" "$DATA"
build() {  # build NAME SOURCE LIBS...
  local name=$1 src=$2
  shift 2
  if [ ! -x "$OUT/$name" ] || [ "$src" -nt "$OUT/$name" ] ||
     [ bench/compare/puzzle_reader.h -nt "$OUT/$name" ]; then
    g++ -std=c++20 -O2 -DNDEBUG -Wall -Wextra -Werror -o "$OUT/$name" "$src" "$@" ||
      die "cannot build $name"
  fi
}
build latin_cnf bench/compare/latin_cnf.cpp
[ "$GECODE" = 1 ] && build gecode_latin bench/compare/gecode_latin.cpp -lgecodesearch \
  -lgecodeminimodel -lgecodeint -lgecodekernel -lgecodesupport -lpthread

# cpu FILE CMD...: runs CMD, writes "user+sys exit" of it to FILE.
cpu() {
  local f=$1
  shift
  /usr/bin/time -f "%U %S %x" -o "$f.time" "$@" > "$f.out" 2> "$f.err"
  awk '{ printf "%.3f %d\n", $1 + $2, $NF }' "$f.time" | tail -1 > "$f"
}
# split FILE: one file per puzzle, $TMP/p1.fut ..., prints how many.
split() {
  rm -f "$TMP"/p*.fut
  awk -v dir="$TMP" '
    /^[0-9]+[ \t]*$/ { k++; f = dir "/p" k ".fut" }
    k > 0 { print > f }
    END { print k }' "$1"
}
# show SECONDS OK: the time, marked >= when the run did not finish.
show() { if [ "$2" = 1 ]; then printf "%.2f" "$1"; else printf ">=%.0f" "$1"; fi; }

# run_set NAME FILE PROVE CNF: every puzzle of FILE through each tool; a Markdown table.
run_set() {
  local name=$1 file=$2 prove=$3 cnf=$4 n k
  n=$(split "$file")
  echo
  echo "### $name ($file, $n instances, timeout ${TIMEOUT}s)"
  echo
  local head="| # | deduce | CaDiCaL"
  [ "$GECODE" = 1 ] && head+=" | Gecode"
  [ "$prove" = 1 ] && head+=" | deduce proof"
  echo "$head |"
  echo "|$(echo "$head" | awk -F'|' '{ for (i = 2; i <= NF; i++) printf "---|" }')"
  local td=0 tc=0 tg=0 tp=0 sd=0 sc=0 sg=0 sp=0
  for k in $(seq 1 "$n"); do
    local p=$TMP/p$k.fut row="| $k"
    # shellcheck disable=SC2086
    cpu "$TMP/d" "$DEDUCE" solve --first --timeout "$TIMEOUT" $DEDUCE_FLAGS "$p"
    read -r t x < "$TMP/d"
    [ "$x" = 0 ] || { [ "$x" = 3 ] || echo "deduce exit $x on $name #$k" >&2; t=$TIMEOUT; }
    td=$(awk -v a="$td" -v b="$t" 'BEGIN { print a + b }')
    [ "$x" = 0 ] && sd=$((sd + 1))
    row+=" | $(show "$t" $([ "$x" = 0 ] && echo 1 || echo 0))"
    if [ "$cnf" = 1 ]; then
      "$OUT/latin_cnf" "$p" 1 > "$TMP/p.cnf"
      cpu "$TMP/c" cadical -q -t "$TIMEOUT" "$TMP/p.cnf"
      read -r t x < "$TMP/c"
      local ok=0
      if [ "$x" = 10 ] && "$OUT/latin_cnf" --check "$p" 1 < "$TMP/c.out"; then ok=1; fi
      [ "$x" = 10 ] && [ $ok = 0 ] && echo "CaDiCaL's solution of $name #$k is WRONG" >&2
      [ $ok = 1 ] || t=$TIMEOUT
      tc=$(awk -v a="$tc" -v b="$t" 'BEGIN { print a + b }')
      sc=$((sc + ok))
      row+=" | $(show "$t" $ok)"
      rm -f "$TMP/p.cnf"
    else
      row+=" | -"
    fi
    if [ "$GECODE" = 1 ]; then
      cpu "$TMP/g" "$OUT/gecode_latin" --first --timeout "$TIMEOUT" "$p"
      read -r t x < "$TMP/g"
      local ok=0
      grep -q '"verified":true' "$TMP/g.out" && [ "$x" = 0 ] && ok=1
      [ $ok = 1 ] || t=$TIMEOUT
      tg=$(awk -v a="$tg" -v b="$t" 'BEGIN { print a + b }')
      sg=$((sg + ok))
      row+=" | $(show "$t" $ok)"
    fi
    if [ "$prove" = 1 ]; then
      # shellcheck disable=SC2086
      cpu "$TMP/u" "$DEDUCE" check --timeout "$TIMEOUT" $DEDUCE_FLAGS "$p"
      read -r t x < "$TMP/u"
      # Finished: exit 0 (unique) or 1 with "several" (a second solution found).
      local ok=0 what=""
      if [ "$x" = 0 ] && grep -q "unique" "$TMP/u.out"; then ok=1 what=" unique"; fi
      if [ "$x" = 1 ] && grep -q "several" "$TMP/u.out"; then ok=1 what=" several"; fi
      [ $ok = 1 ] || t=$TIMEOUT
      tp=$(awk -v a="$tp" -v b="$t" 'BEGIN { print a + b }')
      sp=$((sp + ok))
      row+=" | $(show "$t" $ok)$what"
    fi
    echo "$row |"
  done
  local total="| total (solved) | $(printf "%.2f" "$td") ($sd)"
  if [ "$cnf" = 1 ]; then total+=" | $(printf "%.2f" "$tc") ($sc)"; else total+=" | -"; fi
  [ "$GECODE" = 1 ] && total+=" | $(printf "%.2f" "$tg") ($sg)"
  [ "$prove" = 1 ] && total+=" | $(printf "%.2f" "$tp") ($sp finished)"
  echo "$total |"
  local ratio="| CaDiCaL / deduce"
  [ "$GECODE" = 1 ] && ratio+=", Gecode / deduce"
  ratio+=" | "
  if [ "$cnf" = 1 ]; then ratio+=$(awk -v a="$tc" -v b="$td" 'BEGIN { printf "%.2f", a / b }'); else ratio+="-"; fi
  [ "$GECODE" = 1 ] && ratio+=" | $(awk -v a="$tg" -v b="$td" 'BEGIN { printf "%.2f", a / b }')"
  [ "$prove" = 1 ] && ratio+=" |"
  echo "$ratio |"
}

# gen FILE ARGS...: makes FILE with latin_qwh.py ARGS unless it exists.
gen() {
  local f=$1
  shift
  [ -s "$f" ] || python3 scripts/gen/latin_qwh.py "$@" > "$f" || die "latin_qwh.py $* failed"
}

[ $# -eq 0 ] && set -- qwh35 peak qwh70
echo "deduce: $DEDUCE $DEDUCE_FLAGS; CaDiCaL $(dpkg-query -W -f='${Version}' cadical 2>/dev/null); $(nproc) cores, $(uname -m), load $(cut -d" " -f1-3 /proc/loadavg)"
for set in "$@"; do
  case "$set" in
    qwh35) run_set qwh_35_405 bench/data/futoshiki/qwh_35_405.fut 1 1 ;;
    peak)
      for bal in "" --balanced; do
        for n in $ORDERS; do
          h=$(python3 -c "print(round(1.6 * $n ** 1.55))")
          f=$DATA/qwh_${n}_${h}${bal:+_balanced}_${COUNT}.fut
          # shellcheck disable=SC2086
          gen "$f" $bal --mix 2 "$n" "$h" "$COUNT" "$n"
          run_set "qwh_${n}_${h}${bal:+ balanced}" "$f" 0 1
        done
      done
      ;;
    qwh70)
      f=$DATA/qwh_70_2940_${COUNT70}$([ "$SEED70" = 70 ] || echo "_seed$SEED70").fut
      gen "$f" --mix 1 70 2940 "$COUNT70" "$SEED70"
      run_set qwh_70_2940 "$f" 0 "$CNF70"
      ;;
    gomes)
      f=$DATA/gomes.fut
      : > "$f"
      for c in "$GOMES_DIR"/*.col; do
        [ -f "$c" ] || die "no .col files in $GOMES_DIR (docs/benchmarks.md says where they are)"
        python3 scripts/gen/col_to_fut.py "$c" >> "$f" || die "cannot convert $c"
      done
      run_set gomes "$f" 0 1
      ;;
    *) die "unknown set '$set' (qwh35, peak, qwh70, gomes)" ;;
  esac
done
