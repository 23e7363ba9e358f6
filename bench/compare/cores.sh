#!/usr/bin/env bash
# Issue 30, "every core, every time": the signed order-6 count (13,049,856 solutions, searched)
# on 1 and 2 threads, on a quiet machine and while another process holds a quarter of a core.
#
# Usage: bench/compare/cores.sh           (from anywhere, after `make build`)
# Environment: DEDUCE=build/deduce, REPEAT=3 (runs per figure; the median is printed),
#              FILE=bench/data/futoshiki/count_6_signed.fut, DUTY=25 (the load's share of a core,
#              percent), THREADS="1 2"
#
# The load: a busy loop pinned to CPU 0 (taskset) that spins DUTY ms of every 100 ms and sleeps
# the rest, so it takes DUTY% of one core whatever the scheduler's weights (a `nice`d loop
# alone would take nearly nothing from a process at nice 0, or a whole core on an idle machine).
#
# Each row: wall seconds (median), CPU seconds (user + sys of the same run), CPU / wall (how many
# cores were busy: 2.0 is both), the speed-up against 1 thread under the same load, and the load
# average when the row ended (the machine may be shared: read the figures with it).
set -uo pipefail
cd "$(dirname "$0")/../.."
DEDUCE=${DEDUCE:-build/deduce}
REPEAT=${REPEAT:-3}
FILE=${FILE:-bench/data/futoshiki/count_6_signed.fut}
DUTY=${DUTY:-25}
THREADS=${THREADS:-"1 2"}
EXPECT=${EXPECT:-13049856}

# One run: prints "wall cpu"; fails loudly on a wrong count.
run_once() {
  local t=$1 out
  out=$( { /usr/bin/time -f "TIME %e %U %S" "$DEDUCE" solve --count --threads "$t" "$FILE"; } 2>&1)
  local count; count=$(printf '%s\n' "$out" | grep -E '^[0-9]+$' | tail -1)
  if [ -n "$EXPECT" ] && [ "$count" != "$EXPECT" ]; then
    echo "wrong count on $t threads: $count (expected $EXPECT)" >&2
    exit 1
  fi
  printf '%s\n' "$out" | awk '/^TIME/ { printf "%s %.3f\n", $2, $3 + $4 }'
}

# Median of REPEAT runs by wall time: prints "wall cpu".
measure() {
  for _ in $(seq "$REPEAT"); do run_once "$1" || exit 1; done | sort -g | awk '
    { w[NR] = $1; c[NR] = $2 } END { m = int((NR + 1) / 2); print w[m], c[m] }'
}

LOAD_PID=
start_load() {
  taskset -c 0 python3 -c '
import time, sys
duty = int(sys.argv[1]) / 100.0
while True:
    end = time.perf_counter() + 0.1 * duty
    while time.perf_counter() < end:
        pass
    time.sleep(0.1 * (1 - duty))
' "$DUTY" &
  LOAD_PID=$!
}
stop_load() {
  [ -n "$LOAD_PID" ] && kill "$LOAD_PID" 2> /dev/null && wait "$LOAD_PID" 2> /dev/null
  LOAD_PID=
}
trap stop_load EXIT

echo "# $(date -u '+%F %T UTC'), $(nproc) CPUs, $(lscpu | sed -n 's/^Model name: *//p'), $FILE"
printf '%-28s %9s %9s %9s %9s %s\n' figure wall cpu cpu/wall speedup loadavg
for mode in quiet load; do
  [ "$mode" = load ] && start_load
  base=
  for t in $THREADS; do
    read -r wall cpu < <(measure "$t") || exit 1
    [ -z "$base" ] && base=$wall
    printf '%-28s %9.2f %9.2f %9.2f %8.2fx %s\n' "$mode, $t threads" "$wall" "$cpu" \
      "$(awk -v c="$cpu" -v w="$wall" 'BEGIN { print c / w }')" \
      "$(awk -v b="$base" -v w="$wall" 'BEGIN { print b / w }')" \
      "$(cut -d' ' -f1-3 /proc/loadavg)"
  done
  stop_load
done
