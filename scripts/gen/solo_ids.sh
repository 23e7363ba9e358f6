#!/usr/bin/env bash
# Generates Sudoku game IDs with Simon Tatham's own generator (Debian `sgt-puzzles`,
# /usr/games/sgt-solo), one ID per line, reproducibly: puzzle i uses the random seed
# "<PREFIX>-<i>" (PREFIX "deduce" unless given), so the same program version prints the same IDs
# again. The IDs are printed as Solo prints them: the grid shape and variant, then the puzzle
# (`3x3:...`, `9j:...`, `3x3xk:...`); the difficulty asked for is not part of an ID.
#
# Usage: scripts/gen/solo_ids.sh PARAMS COUNT [PREFIX [FIRST]] > FILE
#   PARAMS  Solo's parameter string:
#             shape   CxR boxes of C columns by R rows (3x3 9x9, 2x3 6x6, 3x4 12x12, 2x2 4x4,
#                     4x4 16x16, 5x5 25x25), or Nj a jigsaw of order N (9j)
#             x       the X variant (both diagonals hold every digit)
#             k       killer cages with sums (Solo's killer IDs give few or no digits)
#             d + grade letter: t Trivial (the default), b Basic, i Intermediate, a Advanced,
#                     e Extreme, u Unreasonable
#             symmetry (optional): a none, r2 (the default), r4, m2, md2, m4, md4, m8
#           e.g. 3x3de, 2x3db, 3x4di, 9jde, 3x3xda, 3x3kdt, 9jxkdb
#   COUNT   how many IDs
#   FIRST   the index of the first seed (1 unless given): FIRST..FIRST+COUNT-1
# Environment: SGT_SOLO=/usr/games/sgt-solo.
#
# Solo's generator guarantees a unique solution and exactly the grade asked (its solver, capped
# at that grade, must reach it: see docs/benchmarks.md, "Sudoku: material and anchors"), except
# that 2x2 and jigsaws of order 2 and 3 are always Trivial whatever is asked. Killer puzzles
# also need Solo's killer sub-grade to be the highest, "Advanced (sum region intersections)":
# the parameter string has no letter for it. scripts/gen/solo_grade.sh grades IDs with Tatham's
# own solver, built from a local copy of his source.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 4 ]; then
  echo "usage: $0 PARAMS COUNT [PREFIX [FIRST]]" >&2
  exit 2
fi
params=$1
count=$2
prefix=${3:-deduce}
first=${4:-1}
prog=${SGT_SOLO:-/usr/games/sgt-solo}
if [ ! -x "$prog" ]; then
  echo "$0: $prog not found (apt-get install sgt-puzzles)" >&2
  exit 2
fi
case $params in
  *#* | *:*) echo "$0: PARAMS is a parameter string such as 3x3de, not an ID or a seed" >&2; exit 2 ;;
esac

for ((i = first; i < first + count; i++)); do
  # The GTK front end warns on stderr when there is no display; --generate does not need one.
  "$prog" --generate 1 "${params}#${prefix}-${i}" 2>/dev/null
done
