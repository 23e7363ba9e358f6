#!/usr/bin/env bash
# Lays out the Sudoku instance sets of the comparison (bench/compare/sudoku.sh) as plain files,
# one puzzle of 81 characters a line, in DIR (default build/compare/sudoku):
#   royle_17.txt             Gordon Royle's 49,151 puzzles with 17 givens, from the committed
#                            bench/data/sudoku/royle_17.txt.xz (CC BY 2.5, see its README.md)
# and, when a copy of tdoku's data archive is at hand (their licences do not let us commit them:
# bench/data/sudoku/README.md), the sets tdoku's benchmarks use:
#   tdoku_17_clue.txt        all 49,158 17-given puzzles (Royle's plus the 7 found since)
#   magictour_top1465.txt    1,465 hard puzzles (magictour.free.fr)
#   forum_hardest_1106.txt   375 of the hardest (Enjoy Sudoku Players Forum, 2011)
#   forum_hardest_1905_11.txt  48,766 of the forum's hardest list of 2019 rated 11 or more
#                            (tdoku's puzzles5_forum_hardest_1905_11+)
# Usage: scripts/gen/sudoku_sets.sh [DIR]
# Environment (first found):
#   TDOKU_DATA=DIR   a folder holding tdoku's data files (puzzles2_17_clue, puzzles3_..., as
#                    `unzip data.zip` lays them out, in DIR or DIR/data)
#   TDOKU_SRC=DIR    a tdoku checkout: its data.zip is read (unzip or python3)
# Nothing is downloaded. Lines are made plain: `\r` and comments dropped.
set -euo pipefail

cd "$(dirname "$0")/../.."
out=${1:-build/compare/sudoku}
mkdir -p "$out"
die() { echo "sudoku_sets.sh: $*" >&2; exit 2; }

plain() { tr -d '\r' | grep -v '^#' | grep -v '^[[:space:]]*$' || true; }

xz -dc bench/data/sudoku/royle_17.txt.xz | plain >"$out/royle_17.txt"
echo "$out/royle_17.txt: $(wc -l <"$out/royle_17.txt") puzzles" >&2

declare -A sets=(
  [puzzles2_17_clue]=tdoku_17_clue
  [puzzles3_magictour_top1465]=magictour_top1465
  [puzzles6_forum_hardest_1106]=forum_hardest_1106
  [puzzles5_forum_hardest_1905_11+]=forum_hardest_1905_11
)
read_member() {  # name -> its content on stdout, or return 1
  local d
  if [ -n "${TDOKU_DATA:-}" ]; then
    for d in "$TDOKU_DATA" "$TDOKU_DATA/data"; do
      if [ -f "$d/$1" ]; then cat "$d/$1"; return 0; fi
    done
    return 1
  fi
  [ -f "$TDOKU_SRC/data.zip" ] || return 1
  if command -v unzip >/dev/null; then
    unzip -p "$TDOKU_SRC/data.zip" "data/$1" 2>/dev/null
  else
    python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))' \
      "$TDOKU_SRC/data.zip" "data/$1" 2>/dev/null
  fi
}
if [ -z "${TDOKU_DATA:-}" ] && [ -z "${TDOKU_SRC:-}" ]; then
  echo "sudoku_sets.sh: no TDOKU_DATA or TDOKU_SRC: only royle_17.txt (see bench/data/sudoku/README.md)" >&2
  exit 0
fi
for member in "${!sets[@]}"; do
  if read_member "$member" | plain >"$out/${sets[$member]}.txt" && [ -s "$out/${sets[$member]}.txt" ]; then
    echo "$out/${sets[$member]}.txt: $(wc -l <"$out/${sets[$member]}.txt") puzzles" >&2
  else
    rm -f "$out/${sets[$member]}.txt"
    echo "sudoku_sets.sh: $member not found in ${TDOKU_DATA:-$TDOKU_SRC/data.zip}" >&2
  fi
done
