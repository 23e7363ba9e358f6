#!/usr/bin/env bash
# Times Simon Tatham's Sudoku generator (Debian sgt-puzzles, /usr/games/sgt-solo) per grade: the
# bar of issue 37, "at least 10 times faster than his generator at 9x9 Extreme". For each grade
# it runs `sgt-solo --generate N SHAPEd<grade>#<seed>` RUNS times (seeds "time-1", "time-2", ...;
# each run one process making N puzzles) and prints a Markdown table: the time per puzzle
# (median over the runs, and the least and largest run), process start-up taken off.
# When DEDUCE can generate Sudoku (`deduce generate sudoku --params SHAPE --grade G`), its time
# per puzzle for the same shape and grade is timed alongside (DN puzzles a run, --threads 1, one
# core against his one; its start-up, `deduce --version`, taken off the same way), every puzzle
# it made is graded with `deduce grade` (which equals his solver's grade: docs/sudoku.md) and a
# puzzle of another grade is reported, and the ratio printed; otherwise it says so.
#
# Usage: bench/compare/solo_generate.sh [GRADE...]   (grade letters t b i a e u; default: all)
# Environment: N=20 puzzles per run, RUNS=3, SHAPE=3x3 (Solo's shape and variant letters: 2x3,
#   3x4, 9j, 3x3x, 3x3k ...), SGT_SOLO=/usr/games/sgt-solo, DEDUCE=build/deduce, DN=10*N
#   (deduce's puzzles a run: it is faster, and more puzzles keep its start-up out of the figure).
# Start-up: the median wall time of `sgt-solo --version` (GTK set-up, about 7 ms here) is taken
# off each run before dividing by N, so the figure is the generator's own work.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
N=${N:-20}
RUNS=${RUNS:-3}
SHAPE=${SHAPE:-3x3}
SOLO=${SGT_SOLO:-/usr/games/sgt-solo}
DEDUCE=${DEDUCE:-build/deduce}
DN=${DN:-$((N * 10))}
die() { echo "solo_generate.sh: $*" >&2; exit 2; }
[ -x "$SOLO" ] || die "$SOLO not found (apt-get install sgt-puzzles)"
source bench/compare/common.sh

declare -A name=([t]=trivial [b]=basic [i]=intermediate [a]=advanced [e]=extreme [u]=unreasonable)
grades=("$@")
[ ${#grades[@]} -gt 0 ] || grades=(t b i a e u)

startup=$(for _ in 1 2 3 4 5; do
  t0=$(now_ns); "$SOLO" --version >/dev/null 2>&1; t1=$(now_ns); echo $((t1 - t0))
done | median)

have_deduce=0
if [ -x "$DEDUCE" ] && "$DEDUCE" generate sudoku --params "$SHAPE" --count 1 >/dev/null 2>&1; then
  have_deduce=1
  dstartup=$(for _ in 1 2 3 4 5; do
    t0=$(now_ns); "$DEDUCE" --version >/dev/null 2>&1; t1=$(now_ns); echo $((t1 - t0))
  done | median)
  made=$(mktemp)
  trap 'rm -f "$made"' EXIT
else
  echo "solo_generate.sh: $DEDUCE does not generate Sudoku yet (deduce generate sudoku): Tatham's side only" >&2
fi

echo "Tatham's Solo generator ($("$SOLO" --version 2>&1 | tail -1)), shape $SHAPE, $N puzzles a run, $RUNS runs"
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), load before: $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)"
echo "start-up taken off each run: $(human "$(awk -v s="$startup" 'BEGIN { print s / 1e9 }')")"
[ $have_deduce = 0 ] || echo "deduce: $DN puzzles a run, --threads 1, start-up taken off: $(human "$(awk -v s="$dstartup" 'BEGIN { print s / 1e9 }')")"
echo
header="| grade | Tatham per puzzle (median) | least / largest run | 1/10 of it (the bar) |"
rule="|---|---|---|---|"
if [ $have_deduce = 1 ]; then header+=" deduce per puzzle | Tatham / deduce |"; rule+="---|---|"; fi
echo "$header"
echo "$rule"
for g in "${grades[@]}"; do
  [ -n "${name[$g]:-}" ] || die "unknown grade letter $g (t b i a e u)"
  per=()
  for ((r = 1; r <= RUNS; r++)); do
    t0=$(now_ns)
    "$SOLO" --generate "$N" "${SHAPE}d${g}#time-${r}" >/dev/null 2>&1 || die "sgt-solo failed on ${SHAPE}d$g"
    t1=$(now_ns)
    per+=("$(awk -v a="$t0" -v b="$t1" -v s="$startup" -v n="$N" 'BEGIN { printf "%.9g\n", (b - a - s) / 1e9 / n }')")
  done
  med=$(printf '%s\n' "${per[@]}" | median)
  lo=$(printf '%s\n' "${per[@]}" | sort -g | head -1)
  hi=$(printf '%s\n' "${per[@]}" | sort -g | tail -1)
  row="| ${name[$g]} | $(human "$med") | $(human "$lo") / $(human "$hi") | $(human "$(awk -v m="$med" 'BEGIN { print m / 10 }')") |"
  if [ $have_deduce = 1 ]; then
    dper=()
    for ((r = 1; r <= RUNS; r++)); do
      t0=$(now_ns)
      "$DEDUCE" generate sudoku --params "$SHAPE" --grade "${name[$g]}" --count "$DN" --seed "$r" \
        --threads 1 --format id >"$made" 2>/dev/null
      t1=$(now_ns)
      dper+=("$(awk -v a="$t0" -v b="$t1" -v s="$dstartup" -v n="$DN" 'BEGIN { printf "%.9g\n", (b - a - s) / 1e9 / n }')")
      # Every puzzle of the grade asked, by deduce's grade (his solver's, docs/sudoku.md).
      # (A killer puzzle's grade names Solo's killer sub-grade too: "basic, killer advanced (".)
      got=$("$DEDUCE" grade "$made" | grep -cE ": ${name[$g]}(, killer [a-z]+)? \(" || true)
      [ "$got" -eq "$DN" ] || echo "solo_generate.sh: only $got of $DN graded ${name[$g]}" >&2
    done
    dmed=$(printf '%s\n' "${dper[@]}" | median)
    row+=" $(human "$dmed") | $(awk -v a="$med" -v b="$dmed" 'BEGIN { printf "%.1fx", a / b }') |"
  fi
  echo "$row"
done
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
