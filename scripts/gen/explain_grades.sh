#!/usr/bin/env bash
# Generates the data of the grade-agreement test (tests/puzzles/futoshiki/explain_agreement_test.cc):
# game IDs from Simon Tatham's own generator (Debian `sgt-puzzles`, /usr/games/sgt-unequal) for
# every order 4 to 9, every difficulty t e k x r and both modes, each written with the difficulty
# it was generated for (`7dk:...`), reproducibly (seed "deduce-<params>-<i>").
#
# Usage: scripts/gen/explain_grades.sh COUNT [RECURSIVE_COUNT [ADJACENT_9_RECURSIVE_COUNT]] \
#          > tests/puzzles/futoshiki/data/tatham_grades.txt
# Tatham refuses Adjacent puzzles of order below 5 at Tricky and above; those are skipped.
#
# Tatham's generator tries 50 times to make a puzzle that his solver cannot solve at the next easier
# grade; then it gives up and prints the last one, which is easier than asked (his code says so only
# in a debug build). An LD_PRELOAD shim (unequal_attempts.c) counts the attempts; an ID that took 50
# gets the comment `# fell back`, and the agreement test checks only that it grades below the asked
# grade. Where the shim cannot be built, no ID is marked.
# Recursive puzzles of order 8 and 9 take Tatham's generator seconds each (Adjacent 9x9: minutes),
# hence their own counts. The committed file was made with sgt-puzzles 20230122.806ae71-2:
# explain_grades.sh 30 12 1
set -euo pipefail

count=${1:?usage: $0 COUNT [RECURSIVE_COUNT]}
recursive_count=${2:-$count}
adjacent_9_recursive_count=${3:-$recursive_count}
prog=${SGT_UNEQUAL:-/usr/games/sgt-unequal}
if [ ! -x "$prog" ]; then
  echo "$0: $prog not found (apt-get install sgt-puzzles)" >&2
  exit 2
fi

shim_dir=$(mktemp -d)
trap 'rm -rf "$shim_dir"' EXIT
shim=""
if cc -O2 -shared -fPIC -fno-builtin -o "$shim_dir/attempts.so" "$(dirname "$0")/unequal_attempts.c" 2>/dev/null; then
  shim="$shim_dir/attempts.so"
fi

# The attempts the generator made, from the shim's count of flag-grid clears: order 4 clears it
# 7 times an attempt plus 8 (its 4 * 16 bytes are also the size of the candidate cube), larger
# orders 4 times an attempt plus 4.
attempts() {
  local order=$1 hits=$2
  if [ "$order" -eq 4 ]; then echo $(((hits - 8) / 7)); else echo $(((hits - 4) / 4)); fi
}

echo "# Tatham's generator, $("$prog" --version 2>/dev/null | tail -1); one game ID a line,"
echo "# with the difficulty it was generated for. Made by scripts/gen/explain_grades.sh $*"
for mode in "" a; do
  for order in 4 5 6 7 8 9; do
    for diff in t e k x r; do
      if [ -n "$mode" ] && [ "$order" -lt 5 ] && [[ $diff =~ [kxr] ]]; then continue; fi
      params="${order}${mode}d${diff}"
      n=$count
      if [ "$diff" = r ] && [ "$order" -ge 8 ]; then n=$recursive_count; fi
      if [ "$diff" = r ] && [ "$order" -eq 9 ] && [ -n "$mode" ]; then n=$adjacent_9_recursive_count; fi
      for ((i = 1; i <= n; i++)); do
        if [ -n "$shim" ]; then
          out=$(COUNT_MEMSET_SIZE=$((4 * order * order)) LD_PRELOAD="$shim" \
            "$prog" --generate 1 "${params}#deduce-${params}-${i}" 2>&1)
          id=$(grep -v memset-hits <<<"$out")
          hits=$(grep -o 'memset-hits [0-9]*' <<<"$out" | cut -d' ' -f2)
          note=""
          if [ "$diff" != t ] && [ "$(attempts "$order" "$hits")" -ge 50 ]; then note=" # fell back"; fi
        else
          id=$("$prog" --generate 1 "${params}#deduce-${params}-${i}" 2>/dev/null)
          note=""
        fi
        echo "${params}:${id#*:}${note}"
      done
    done
  done
done
