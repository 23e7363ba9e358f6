#!/usr/bin/env bash
# deduce generate against Simon Tatham's Unequal generator (Debian `sgt-puzzles`,
# /usr/games/sgt-unequal --generate), side by side in one run: for each case the same order, grade
# and count, the wall time of each program, the time per puzzle and the ratio Tatham / deduce.
# Tatham's program runs on one core; deduce generate uses every core (--threads default), as the
# issue asks ("generation uses every core"). deduce's puzzles are checked: each must grade exactly
# as asked (`deduce grade`), so the time is for what was asked.
#
# Usage: bench/compare/generate.sh [CASE...]       (from anywhere)
#   CASE is ORDER:GRADE-LETTER:TATHAM-COUNT:DEDUCE-COUNT; the default cases are
#   9:x:20:200 9:r:4:100 12:x:4:100 15:x:2:40 (Tatham takes about 0.11 s, 4.7 s, 2.5 s and 38 s a
#   puzzle for them, so his counts are small; deduce makes more so its time is not all start-up).
# Environment: DEDUCE=build/deduce, SGT_UNEQUAL=/usr/games/sgt-unequal, SEED=1.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
DEDUCE=${DEDUCE:-build/deduce}
SGT=${SGT_UNEQUAL:-/usr/games/sgt-unequal}
SEED=${SEED:-1}
# shellcheck source=bench/compare/common.sh
. bench/compare/common.sh

die() { echo "generate.sh: $*" >&2; exit 2; }
[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"
[ -x "$SGT" ] || die "$SGT not found: apt-get install sgt-puzzles"

cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(9:x:20:200 9:r:4:100 12:x:4:100 15:x:2:40)
declare -A grade_name=([t]=trivial [e]=easy [k]=tricky [x]=extreme [r]=recursive)

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-8s %13s %13s %8s %13s %13s %8s\n' case "Tatham wall" "deduce wall" ratio \
  "Tatham CPU" "deduce CPU" ratio
tmp=$(mktemp)
times=$(mktemp)
trap 'rm -f "$tmp" "$times"' EXIT
# CPU seconds (user + system) of a command, from GNU time, into $times.
cpu() { /usr/bin/time -f '%U %S' -o "$times" "$@"; }
for c in "${cases[@]}"; do
  IFS=: read -r order letter tcount dcount <<<"$c"
  grade=${grade_name[$letter]:-}
  [ -n "$grade" ] || die "unknown grade letter $letter in $c"
  t0=$(now_ns)
  DISPLAY= cpu "$SGT" --generate "$tcount" "${order}d${letter}" >/dev/null 2>&1
  t1=$(now_ns)
  tcpu=$(awk '{ print $1 + $2 }' "$times")
  cpu "$DEDUCE" generate futoshiki --order "$order" --grade "$grade" --count "$dcount" \
    --seed "$SEED" --format id >"$tmp"
  t2=$(now_ns)
  dcpu=$(awk '{ print $1 + $2 }' "$times")
  # Every puzzle deduce made grades as asked.
  got=$("$DEDUCE" grade "$tmp" | grep -c ": $grade\b" || true)
  [ "$got" -eq "$dcount" ] || echo "generate.sh: only $got of $dcount graded $grade" >&2
  awk -v o="$order" -v l="$letter" -v tc="$tcount" -v dc="$dcount" -v tt="$((t1 - t0))" \
    -v dt="$((t2 - t1))" -v tcpu="$tcpu" -v dcpu="$dcpu" 'BEGIN {
      ts = tt / 1e9 / tc; ds = dt / 1e9 / dc; tu = tcpu / tc; du = dcpu / dc
      printf "%-8s %13.4f %13.4f %7.1fx %13.4f %13.4f %7.1fx\n", o "d" l, ts, ds, ts / ds, tu, du,
        (du > 0 ? tu / du : 0) }'
done
