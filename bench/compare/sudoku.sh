#!/usr/bin/env bash
# Sudoku side by side (issue 37): the same puzzle files through tdoku (the fastest dedicated
# Sudoku solver), the plain Gecode model and `deduce solve`, in one run, each asked to solve every
# puzzle and prove it unique (count up to 2) on one thread in one process; then Tatham's generator
# timed per grade (bench/compare/solo_generate.sh). Prints Markdown tables: per set the time per
# puzzle of each tool, the ratios, and whether the counts agree puzzle by puzzle.
#
# Usage: bench/compare/sudoku.sh [SET...]      (from anywhere; default: every set found)
#   SET  royle_17 tdoku_17_clue magictour_top1465 forum_hardest_1106 forum_hardest_1905_11
#        solo_9x9 (Tatham's 9x9 IDs of every grade, bench/data/sudoku/solo/3x3d*.txt: Gecode and
#        deduce only, tdoku reads no IDs)
# Environment:
#   DEDUCE=build/deduce  the deduce binary; a deduce that refuses a file (exit 2: no Sudoku kind
#                        yet) is skipped for that set with its message
#   TDOKU_SRC / TDOKU_GIT  where tdoku's source is (bench/compare/tdoku.sh); without either and
#                        without an earlier build in build/compare/tdoku/, tdoku is skipped
#   TDOKU_DATA / TDOKU_SRC  where tdoku's data sets are (scripts/gen/sudoku_sets.sh); without
#                        them only royle_17 (committed) and solo_9x9 run
#   MAX=0                puzzles per set (0: all; e.g. MAX=5000 for a quicker run: the first MAX)
#   REPEAT=5             tdoku passes over a set (median; the first is cold); deduce runs (median)
#   GENERATE=1           0 skips the generator timing; N, RUNS as in solo_generate.sh
#
# What is timed (each inside its process unless said; start-up, reading and writing are left
# out where the tool lets us):
#   tdoku   the loop of TdokuSolverDpllTriadSimd(puzzle, limit 2) calls over the set, median of
#           REPEAT passes in one process (tdoku_driver.cpp)
#   Gecode  the sum over the puzzles of building the model and the search to the second solution
#           or the proof there is none (`total_seconds`, gecode_sudoku.cpp), one pass; the wall
#           time of its whole loop (parsing, writing) is shown beside it
#   deduce  `deduce solve --count --limit 2 --threads 1 --format jsonl FILE` (without --threads
#           when the kind refuses it): count up to 2, as tdoku is asked, writing no solution (a
#           listing, `--limit 2` alone, writes each solution's JSON record from inside the search,
#           which its stats.seconds then count: 2.9 us of 6.0 a puzzle on royle_17); the sum of
#           stats.seconds when it reports them, and the whole process's wall time (median of
#           REPEAT runs), reading, JSON records and start-up included
# Counts: every puzzle's count (0, 1 or 2+) is compared between the tools; a disagreement is a
# note in the table. Raw outputs stay in build/compare/results/sudoku/.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
DEDUCE=${DEDUCE:-build/deduce}
MAX=${MAX:-0}
REPEAT=${REPEAT:-5}
GENERATE=${GENERATE:-1}
OUT=build/compare
DATA=$OUT/sudoku
RES=$OUT/results/sudoku
die() { echo "sudoku.sh: $*" >&2; exit 2; }
source bench/compare/common.sh
mkdir -p "$RES"

# --- the references -------------------------------------------------------------------------
[ -f /usr/include/gecode/int.hh ] || die "Gecode headers missing (scripts/install_deps.sh compare)"
if [ ! -x $OUT/gecode_sudoku ] || [ bench/compare/gecode_sudoku.cpp -nt $OUT/gecode_sudoku ]; then
  echo "building $OUT/gecode_sudoku" >&2
  g++ -std=c++20 -O2 -DNDEBUG -Wall -Wextra -Werror -o $OUT/gecode_sudoku \
    bench/compare/gecode_sudoku.cpp -lgecodesearch -lgecodeminimodel -lgecodeint -lgecodekernel \
    -lgecodesupport -lpthread || die "cannot build gecode_sudoku"
fi
have_tdoku=0
if [ -n "${TDOKU_SRC:-}${TDOKU_GIT:-}" ] || [ -x $OUT/tdoku/tdoku_driver ]; then
  if bench/compare/tdoku.sh /dev/null >/dev/null; then have_tdoku=1; else echo "sudoku.sh: tdoku did not build: skipped" >&2; fi
else
  echo "sudoku.sh: no TDOKU_SRC or TDOKU_GIT (bench/compare/tdoku.sh): tdoku skipped" >&2
fi
have_deduce=0
if [ -x "$DEDUCE" ]; then have_deduce=1; else echo "sudoku.sh: $DEDUCE not found: deduce skipped" >&2; fi

# --- the sets -------------------------------------------------------------------------------
if [ ! -s $DATA/royle_17.txt ] || [ bench/data/sudoku/royle_17.txt.xz -nt $DATA/royle_17.txt ] ||
   { [ -n "${TDOKU_DATA:-}${TDOKU_SRC:-}" ] && [ ! -s $DATA/magictour_top1465.txt ]; }; then
  scripts/gen/sudoku_sets.sh $DATA || die "cannot lay out the sets"
fi
cat bench/data/sudoku/solo/3x3d?.txt > $DATA/solo_9x9.txt 2>/dev/null
all_sets=(royle_17 tdoku_17_clue magictour_top1465 forum_hardest_1106 forum_hardest_1905_11 solo_9x9)
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=("${all_sets[@]}")

# Per-puzzle counts capped at 2, one a line, from each tool's output.
gecode_counts() { grep -v '"summary"' "$1" | sed -n 's/.*"count":\([0-9]*\).*/\1/p' | awk '{ print ($1 > 2 ? 2 : $1) }'; }
tdoku_counts() { sed -n 's/^{"puzzle":[0-9]*,"count":\([0-9]*\).*/\1/p' "$1" | awk '{ print ($1 > 2 ? 2 : $1) }'; }
field() { sed -n "s/.*\"$2\":\([0-9.e+-]*\).*/\1/p" "$1" | tail -1; }

table=("| set | puzzles | tdoku per puzzle | Gecode per puzzle (wall) | deduce per puzzle (wall) | Gecode / tdoku | Gecode / deduce | deduce / tdoku | notes |"
       "|---|---|---|---|---|---|---|---|---|")
for set in "${sets[@]}"; do
  src=$DATA/$set.txt
  if [ ! -s "$src" ]; then echo "sudoku.sh: no $src (TDOKU_DATA or TDOKU_SRC: scripts/gen/sudoku_sets.sh): $set skipped" >&2; continue; fi
  file=$src
  if [ "$MAX" -gt 0 ]; then file=$RES/$set.first$MAX.txt; head -n "$MAX" "$src" >"$file"; fi
  n=$(grep -vc '^[[:space:]]*\(#\|$\)' "$file")
  echo "== $set: $n puzzles" >&2
  notes=()
  t_per=nan g_per=nan g_wall=nan d_per=nan d_wall=nan

  if [ $have_tdoku = 1 ] && [ "$set" != solo_9x9 ]; then
    bench/compare/tdoku.sh "$file" --repeat "$REPEAT" --per-puzzle >"$RES/$set.tdoku.jsonl" ||
      notes+=("tdoku exit $?")
    t_med=$(field "$RES/$set.tdoku.jsonl" median_pass_seconds)
    t_per=$(awk -v s="$t_med" -v n="$n" 'BEGIN { printf "%.9g", s / n }')
    tdoku_counts "$RES/$set.tdoku.jsonl" >"$RES/$set.tdoku.counts"
  fi

  $OUT/gecode_sudoku --unique "$file" >"$RES/$set.gecode.jsonl"
  rc=$?
  [ $rc -le 1 ] || notes+=("Gecode exit $rc")
  g_tot=$(field "$RES/$set.gecode.jsonl" total_seconds)
  g_w=$(field "$RES/$set.gecode.jsonl" wall_seconds)
  g_per=$(awk -v s="$g_tot" -v n="$n" 'BEGIN { printf "%.9g", s / n }')
  g_wall=$(awk -v s="$g_w" -v n="$n" 'BEGIN { printf "%.9g", s / n }')
  gecode_counts "$RES/$set.gecode.jsonl" >"$RES/$set.gecode.counts"
  grep -q '"verified":false,' "$RES/$set.gecode.jsonl" && grep '"verified":false' "$RES/$set.gecode.jsonl" | grep -q '"count":[1-9]' &&
    notes+=("a Gecode solution FAILED the checker")
  if [ -s "$RES/$set.tdoku.counts" ] && ! cmp -s "$RES/$set.tdoku.counts" "$RES/$set.gecode.counts"; then
    notes+=("COUNTS DIFFER tdoku / Gecode on $(paste -d' ' "$RES/$set.tdoku.counts" "$RES/$set.gecode.counts" | awk '$1 != $2' | wc -l) puzzle(s)")
  fi

  if [ $have_deduce = 1 ]; then
    walls=()
    dflags=(--count --limit 2 --threads 1 --format jsonl --quiet)
    for ((r = 1; r <= REPEAT; r++)); do
      t0=$(now_ns)
      "$DEDUCE" solve "${dflags[@]}" "$file" >"$RES/$set.deduce.jsonl" 2>"$RES/$set.deduce.stderr"
      rc=$?
      t1=$(now_ns)
      # A kind whose solve takes no --threads (it is one thread anyway) refuses the option: again
      # without it.
      if [ $rc -eq 2 ] && [ ${#dflags[@]} -eq 8 ] && grep -q -- '--threads' "$RES/$set.deduce.stderr"; then
        dflags=(--count --limit 2 --format jsonl --quiet)
        r=$((r - 1))
        continue
      fi
      if [ $rc -eq 2 ] || ! deduce_exit_ok $rc; then
        notes+=("deduce refused the file (exit $rc: $(head -c 160 "$RES/$set.deduce.stderr" | tr '\n' ' ' | sed 's/|/\//g'))")
        walls=()
        break
      fi
      walls+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.9g", (b - a) / 1e9 }')")
    done
    if [ ${#walls[@]} -gt 0 ]; then
      deduce_results <"$RES/$set.deduce.jsonl" >"$RES/$set.deduce.flat"
      d_wall=$(printf '%s\n' "${walls[@]}" | median | awk -v n="$n" '{ printf "%.9g", $1 / n }')
      d_per=$(sed -n 's/.*"seconds": *\([0-9.e+-]*\).*/\1/p' "$RES/$set.deduce.flat" | awk -v n="$n" '{ s += $1 } END { if (NR) printf "%.9g", s / n; else print "nan" }')
      sed -n 's/.*"count": *"\{0,1\}\([0-9]*\).*/\1/p' "$RES/$set.deduce.flat" | awk '{ print ($1 > 2 ? 2 : $1) }' >"$RES/$set.deduce.counts"
      cmp -s "$RES/$set.deduce.counts" "$RES/$set.gecode.counts" ||
        notes+=("COUNTS DIFFER deduce / Gecode on $(paste -d' ' "$RES/$set.deduce.counts" "$RES/$set.gecode.counts" | awk '$1 != $2' | wc -l) puzzle(s)")
    fi
  fi
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "nan" || b == "nan" || b <= 0) print "n/a"; else printf (a / b < 10 ? "%.2fx" : "%.1fx"), a / b }'; }
  d_show=$(human "$d_per")
  [ "$d_wall" != nan ] && d_show="$d_show ($(human "$d_wall"))"
  [ "$d_per" = nan ] && d_per=$d_wall
  note_text=""
  for x in "${notes[@]}"; do note_text+="${note_text:+; }$x"; done
  row="| $set | $n | $(human "$t_per") | $(human "$g_per") ($(human "$g_wall")) | $d_show | $(ratio "$g_per" "$t_per") | $(ratio "$g_per" "$d_per") | $(ratio "$d_per" "$t_per") | $note_text |"
  table+=("$row")
  echo "$row" >&2
done

echo
echo "Sudoku, solve and prove unique (count up to 2), one thread: tdoku, Gecode $(dpkg-query -W -f='${Version}' libgecode-dev 2>/dev/null), deduce ($DEDUCE)"
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'); load at the end: $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%Y-%m-%d)"
echo "tdoku: median of $REPEAT passes in one process; Gecode: model + search summed over the puzzles, one pass (its loop's wall time in brackets); deduce: stats.seconds summed (whole process wall time, median of $REPEAT runs, in brackets)"
printf '%s\n' "${table[@]}"
if [ "$GENERATE" = 1 ]; then
  echo
  bench/compare/solo_generate.sh
fi
