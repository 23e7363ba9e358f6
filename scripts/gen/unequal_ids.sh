#!/usr/bin/env bash
# Generates Futoshiki game IDs with Simon Tatham's own generator (Debian `sgt-puzzles`,
# /usr/games/sgt-unequal), one ID per line, reproducibly: puzzle i uses the random seed
# "deduce-<i>", so the same program version prints the same IDs again.
#
# Usage: scripts/gen/unequal_ids.sh PARAMS COUNT > FILE
#   PARAMS  Tatham's parameter string: order, optional `a` (Adjacent mode), `d` + difficulty letter
#           (t trivial, e easy, k tricky, x extreme, r recursive), e.g. 9dx or 9adx.
# The committed files under bench/data/futoshiki/ were made with sgt-puzzles 20230122.806ae71-2:
#   scripts/gen/unequal_ids.sh 9dx 50  > bench/data/futoshiki/unequal_9x9_extreme.txt
#   scripts/gen/unequal_ids.sh 9adx 20 > bench/data/futoshiki/adjacent_9x9_extreme.txt
# Tatham's generator guarantees a unique solution at the requested difficulty.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 PARAMS COUNT" >&2
  exit 2
fi
params=$1
count=$2
prog=${SGT_UNEQUAL:-/usr/games/sgt-unequal}
if [ ! -x "$prog" ]; then
  echo "$0: $prog not found (apt-get install sgt-puzzles)" >&2
  exit 2
fi

for ((i = 1; i <= count; i++)); do
  # The GTK front end warns on stderr when there is no display; --generate does not need one.
  "$prog" --generate 1 "${params}#deduce-${i}" 2>/dev/null
done
