#!/usr/bin/env bash
# Cross-checks deduce's generated Futoshiki puzzles with Simon Tatham's own solver: for each case
# (order, mode, grade) it generates COUNT game IDs with `deduce generate futoshiki --format id`,
# runs Tatham's standalone Unequal solver on each, and reports how many get the grade that was
# asked for (the issue requires at least 95%). Not part of `make test`: it needs Tatham's source.
#
# Tatham's solver is not a Debian binary (sgt-puzzles ships only the games), so the script builds
# it from the Debian source package: unequal.c with -DSTANDALONE_SOLVER, as his CMake `solver()`
# rule does. Source: $TATHAM_SRC (an unpacked sgt-puzzles tree), else `apt-get source sgt-puzzles`
# into a temporary folder (needs a deb-src line, e.g. /etc/apt/sources.list.d/ with
# "Types: deb-src / URIs: http://deb.debian.org/debian / Suites: bookworm / Components: main").
#
# It also feeds the IDs to the game, /usr/games/sgt-unequal --print, which parses each.
#
# Usage: scripts/gen/tatham_check.sh [COUNT [SEED]]      (from anywhere; COUNT 20, SEED 1)
# Environment: DEDUCE=build/deduce, TATHAM_SRC=DIR, CASES="5:u:t 9:u:x 7:a:k ..." (ORDER:MODE:LETTER,
# MODE u Unequal or a Adjacent). Exit 0 when every case reaches 95%, 1 otherwise, 2 on setup errors.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
DEDUCE=${DEDUCE:-build/deduce}
COUNT=${1:-20}
SEED=${2:-1}
die() { echo "tatham_check.sh: $*" >&2; exit 2; }
[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src=${TATHAM_SRC:-}
if [ -z "$src" ]; then
  (cd "$work" && apt-get source sgt-puzzles >/dev/null 2>&1) ||
    die "apt-get source sgt-puzzles failed (add a deb-src line, or set TATHAM_SRC)"
  src=$(find "$work" -maxdepth 1 -type d -name 'sgt-puzzles-*' | head -1)
fi
[ -f "$src/unequal.c" ] || die "no unequal.c in $src"
solver="$work/unequalsolver"
(cd "$src" && cc -O2 -DSTANDALONE_SOLVER -I. -o "$solver" unequal.c latin.c malloc.c misc.c \
  random.c tree234.c matching.c sort.c nullfe.c dsf.c -lm) 2>"$work/cc.log" ||
  die "building Tatham's solver failed: $(tail -3 "$work/cc.log")"

declare -A grade_name=([t]=trivial [e]=easy [k]=tricky [x]=extreme [r]=recursive)
declare -A tatham_name=([t]=Trivial [e]=Easy [k]=Tricky [x]=Extreme [r]=Recursive)
default_cases="4:u:t 4:u:e 5:u:k 6:u:x 7:u:t 7:u:e 7:u:k 7:u:x 7:u:r 9:u:t 9:u:e 9:u:k 9:u:x 9:u:r
12:u:x 5:a:t 5:a:e 6:a:k 7:a:x 7:a:r 9:a:x"
read -r -a cases <<<"$(echo ${CASES:-$default_cases})"

status=0
total=0
total_ok=0
printf '%-16s %8s %8s\n' case agree of
for c in "${cases[@]}"; do
  IFS=: read -r order mode letter <<<"$c"
  flags=()
  [ "$mode" = a ] && flags=(--adjacent)
  "$DEDUCE" generate futoshiki --order "$order" --grade "${grade_name[$letter]}" "${flags[@]}" \
    --count "$COUNT" --seed "$SEED" --format id >"$work/ids" || die "deduce generate failed on $c"
  ok=0
  n=0
  while read -r id; do
    n=$((n + 1))
    verdict=$("$solver" "$id" | grep -m1 '^Game has')
    [ "$verdict" = "Game has difficulty ${tatham_name[$letter]}." ] && ok=$((ok + 1))
  done <"$work/ids"
  # Tatham's game itself reads every ID (its --print parses the IDs on stdin and says which fail).
  if [ -x /usr/games/sgt-unequal ] &&
    DISPLAY= /usr/games/sgt-unequal --print 1x1 <"$work/ids" 2>&1 >/dev/null | grep -q 'error'; then
    echo "tatham_check.sh: sgt-unequal rejects an ID of $c" >&2
    status=1
  fi
  printf '%-16s %8d %8d\n' "$order $mode ${grade_name[$letter]}" "$ok" "$n"
  total=$((total + n))
  total_ok=$((total_ok + ok))
  [ $((ok * 100)) -ge $((n * 95)) ] || status=1
done
awk -v a="$total_ok" -v n="$total" 'BEGIN { printf "all: %d of %d (%.1f%%) get the grade asked for\n", a, n, 100 * a / n }'
exit $status
