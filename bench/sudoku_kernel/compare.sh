#!/usr/bin/env bash
# The exact 9x9 Sudoku kernel beside tdoku on the same sets, in one run: solve and prove unique
# (count up to 2), one thread, median of REPEAT passes in one process each, the kernel and tdoku
# run in turn on each set so that both see the same load. Prints a Markdown table; times are
# wall clock, as tdoku_driver reports them (the kernel's CPU time beside: on a machine with more
# runnable jobs than cores the two differ).
#
# Usage: bench/sudoku_kernel/compare.sh [SET...]   (from anywhere, after building
#        build/bench/sudoku_kernel_run; default: every set in build/compare/sudoku/)
#   SET  royle_17 tdoku_17_clue magictour_top1465 forum_hardest_1106 forum_hardest_1905_11,
#        laid out by scripts/gen/sudoku_sets.sh (royle_17 from the committed file, the others
#        from a local copy of tdoku's data: bench/data/sudoku/README.md)
# Environment: TDOKU_SRC / TDOKU_GIT as bench/compare/tdoku.sh takes them (without either and
#   without an earlier build of it, tdoku's column says n/a); REPEAT=5.
set -euo pipefail
cd "$(dirname "$0")/../.."
run=build/bench/sudoku_kernel_run
[ -x "$run" ] || { echo "compare.sh: build $run first" >&2; exit 2; }
repeat=${REPEAT:-5}
sets=("$@")
if [ ${#sets[@]} -eq 0 ]; then
  for s in royle_17 tdoku_17_clue magictour_top1465 forum_hardest_1106 forum_hardest_1905_11; do
    [ -f "build/compare/sudoku/$s.txt" ] && sets+=("$s")
  done
fi
echo "| set | puzzles | kernel per puzzle (CPU time) | kernel nodes | tdoku per puzzle | tdoku guesses | kernel / tdoku | load |"
echo "|---|---|---|---|---|---|---|---|"
for s in "${sets[@]}"; do
  f=build/compare/sudoku/$s.txt
  [ -f "$f" ] || { echo "compare.sh: no $f (scripts/gen/sudoku_sets.sh)" >&2; continue; }
  out=$("$run" "$f" --repeat "$repeat")
  n=$(echo "$out" | sed -n 's/.*: \([0-9]*\) puzzles.*/\1/p')
  us=$(echo "$out" | sed -n 's/.* s, \([0-9.]*\) us a puzzle.*/\1/p')
  nodes=$(echo "$out" | sed -n 's/.*us a puzzle, \([0-9.]*\) nodes.*/\1/p')
  cpu=$(echo "$out" | sed -n 's/.*CPU time \([0-9.]*\) us.*/\1/p')
  counts=$(echo "$out" | sed -n 's/.*solutions (limit 2): //p')
  [ "$counts" = "1:$n" ] || echo "compare.sh: $s: not every puzzle unique for the kernel: $counts" >&2
  t_us=n/a t_guesses=n/a ratio=n/a
  if t=$(bench/compare/tdoku.sh "$f" --repeat "$repeat" 2>/dev/null | tail -1) && [ -n "$t" ]; then
    t_us=$(echo "$t" | sed -n 's/.*"per_puzzle_us":\([0-9.]*\).*/\1/p')
    g=$(echo "$t" | sed -n 's/.*"guesses":\([0-9]*\).*/\1/p')
    t_guesses=$(awk -v g="$g" -v n="$n" 'BEGIN { printf "%.2f", g / n }')
    ratio=$(awk -v a="$us" -v b="$t_us" 'BEGIN { printf "%.2fx", a / b }')
    t_us=$(awk -v a="$t_us" 'BEGIN { printf "%.3f", a }')
  fi
  load=$(cut -d' ' -f1 /proc/loadavg)
  echo "| $s | $n | $us us ($cpu us) | $nodes | $t_us us | $t_guesses | $ratio | $load |"
done
