#!/usr/bin/env bash
# River crossings: deduce's command line on the instances of docs/benchmarks.md ("River
# crossings"), and the seed program's approach against deduce. No planner is packaged for Debian
# (the issue's Fast Downward figure, 18.8 s to ground 1000/1000/4, is quoted, not measured), so
# the peer is the seed program as bench/seed_river_baseline.cc rebuilds it (Google Benchmark,
# in process).
#
# Usage: bench/compare/river.sh      (from anywhere)
# Environment:
#   DEDUCE=build/deduce    the deduce binary (built by `make build`)
#   DEDUCE_BEFORE=         a second deduce binary (e.g. built from an earlier commit), its runs
#                          interleaved with DEDUCE's (either command layer, see common.sh)
#   REPEAT=11              runs per command, binary and output format; medians are reported
#   BENCH=build/bench      the folder holding seed_river_benchmark (skipped when missing)
#   BENCH_BEFORE=          the same, of the DEDUCE_BEFORE build (optional)
#   TIMEOUT=60             seconds per run
#
# Commands, each one fresh process:
#   solve 1000/1000/4     `deduce solve examples/monks_monsters_1000_1000_4.river`: BFS over 4019
#                         states, 1997 crossings printed, 361 optimal solutions counted
#   solve box             the same groups and boat with only `forbid: monk + monster == 0` (file
#                         written to build/compare/river/box.river): no solution, the BFS expands
#                         all 2,003,997 states
#   optimal 1000/1000/4   `deduce solve --count --optimal` on 1000/1000/4 (361)
#   count husbands        `deduce solve --count examples/jealous_husbands.river` (19,602)
#   count 4/4/3           `deduce solve --count examples/monks_monsters_4_4_3.river` (200)
# Each is run in text (what a person sees; its whole-process wall time is reported) and with
# --format json (stats.seconds, the in-process time, and the count, checked against the numbers
# above), the two binaries alternating which goes first. The output goes to a file, read after
# the process ends. None of these commands has a --first/--limit choice to make: a river
# crossing's `solve` is one optimal crossing and the number of optimal ones, before and after
# issue 10 alike.
# Seed program: `seed_river_benchmark --benchmark_filter=BM_SeedOverDeduce`, whose `ratio` counter
# is seed time / deduce time in the same iterations (3/3/2, 3/3/3, 4/4/3); with BENCH_BEFORE the
# two benchmark programs alternate, 3 invocations of 3 repetitions each, medians.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
DEDUCE=${DEDUCE:-build/deduce}
DEDUCE_BEFORE=${DEDUCE_BEFORE:-}
REPEAT=${REPEAT:-11}
BENCH=${BENCH:-build/bench}
BENCH_BEFORE=${BENCH_BEFORE:-}
TIMEOUT=${TIMEOUT:-60}
OUT=build/compare/river

die() { echo "river.sh: $*" >&2; exit 2; }

[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"
[ -z "$DEDUCE_BEFORE" ] || [ -x "$DEDUCE_BEFORE" ] || die "DEDUCE_BEFORE=$DEDUCE_BEFORE is not an executable"
mkdir -p "$OUT"
source bench/compare/common.sh  # the working folder is the repository root (see cd above)

cat > "$OUT/box.river" <<'EOF'
# 1000 monks, 1000 monsters, a boat for 4, and only "neither bank may be empty": no solution,
# so the BFS expands the whole box of 2,003,997 states (docs/benchmarks.md, River crossings).
puzzle: box 1000/1000/4
group monk 1000
group monster 1000
boat 4
forbid: monk + monster == 0
EOF

BIG=examples/monks_monsters_1000_1000_4.river
# name | flags | file | expected count (json) | expected status
CASES=(
  "solve 1000/1000/4||$BIG|361|solved"
  "solve box||$OUT/box.river|0|no_solution"
  "optimal 1000/1000/4|--count --optimal|$BIG|361|solved"
  "count husbands|--count|examples/jealous_husbands.river|19602|solved"
  "count 4/4/3|--count|examples/monks_monsters_4_4_3.river|200|solved"
)

tags=(deduce)
declare -A BIN=([deduce]=$DEDUCE)
if [ -n "$DEDUCE_BEFORE" ]; then tags+=(before); BIN[before]=$DEDUCE_BEFORE; fi

# Appends "wall seconds count status exit_code" of one run to $OUT/runs.$1.
run_once() {  # tag format flags file
  local tag=$1 format=$2 flags=$3 file=$4 t0 t1 rc line
  t0=$(now_ns)
  # shellcheck disable=SC2086  # flags is a list of words
  timeout "$TIMEOUT" "${BIN[$tag]}" solve $flags --format "$format" "$file" > "$OUT/last.out" 2> "$OUT/last.err"
  rc=$?
  t1=$(now_ns)
  line="nan none none"
  if [ "$format" = json ]; then
    line=$(deduce_results < "$OUT/last.out" |
      python3 -c 'import json, sys
r = [json.loads(l) for l in sys.stdin][:1]
print(*((r[0]["seconds"], r[0]["count"], r[0]["status"]) if r else ("nan", "none", "none")))')
  fi
  echo "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.9g", (b - a) / 1e9 }') $line $rc" >> "$OUT/runs.$tag.$format"
}

# "median min max" of column $1 of a runs file.
spread() {  # col file
  awk -v c="$1" '$c != "nan" { print $c }' "$2" | sort -g |
    awk '{ v[NR] = $1 } END { if (!NR) { print "nan nan nan"; exit }
      printf "%s %s %s\n", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[1], v[NR] }'
}

show() {  # "median min max" -> "median (min - max)"
  local m lo hi
  read -r m lo hi <<< "$1"
  echo "$(human "$m") ($(human "$lo") - $(human "$hi"))"
}

ratio() {  # a b -> a / b
  awk -v a="$1" -v b="$2" 'BEGIN { if (a == "nan" || b == "nan" || b <= 0) print "n/a"; else printf "%.2fx\n", a / b }'
}

if [ -n "$DEDUCE_BEFORE" ]; then
  header="| command | count | wall after (median, min-max) | wall before | before / after | in process after | in process before | before / after | notes |"
  rule="|---|---|---|---|---|---|---|---|---|"
else
  header="| command | count | wall (median, min-max) | in process (median, min-max) | notes |"
  rule="|---|---|---|---|---|"
fi
table=("$header" "$rule")

for entry in "${CASES[@]}"; do
  IFS='|' read -r name flags file want_count want_status <<< "$entry"
  echo "== $name" >&2
  notes=()
  for tag in "${tags[@]}"; do : > "$OUT/runs.$tag.text"; : > "$OUT/runs.$tag.json"; done
  for ((i = 0; i < REPEAT; i++)); do
    order=("${tags[@]}")
    if [ ${#tags[@]} -eq 2 ] && [ $((i % 2)) -eq 1 ]; then order=(before deduce); fi
    for format in text json; do
      for tag in "${order[@]}"; do run_once "$tag" "$format" "$flags" "$file"; done
    done
  done
  declare -A W=() S=()
  for tag in "${tags[@]}"; do
    who=deduce
    [ "$tag" = before ] && who="deduce before"
    W[$tag]=$(spread 1 "$OUT/runs.$tag.text")
    S[$tag]=$(spread 2 "$OUT/runs.$tag.json")
    bad=$(awk -v c="$want_count" -v s="$want_status" '$3 != c || $4 != s' "$OUT/runs.$tag.json" | wc -l)
    [ "$bad" -gt 0 ] && notes+=("$who: $bad run(s) without count $want_count ($want_status), see $OUT/runs.$tag.json")
    codes=$(cat "$OUT/runs.$tag.text" "$OUT/runs.$tag.json" | awk '$5 != 0 && $5 != 1' | wc -l)
    [ "$codes" -gt 0 ] && notes+=("$who: $codes run(s) exited with neither 0 nor 1")
  done
  note_text=""
  for n in "${notes[@]}"; do note_text+="${note_text:+; }$n"; done
  read -r dw _ <<< "${W[deduce]}"
  read -r ds _ <<< "${S[deduce]}"
  if [ -n "$DEDUCE_BEFORE" ]; then
    read -r bw _ <<< "${W[before]}"
    read -r bs _ <<< "${S[before]}"
    row="| $name | $want_count | $(show "${W[deduce]}") | $(show "${W[before]}") | $(ratio "$bw" "$dw")"
    row+=" | $(show "${S[deduce]}") | $(show "${S[before]}") | $(ratio "$bs" "$ds") | $note_text |"
  else
    row="| $name | $want_count | $(show "${W[deduce]}") | $(show "${S[deduce]}") | $note_text |"
  fi
  table+=("$row")
  echo "$row" >&2
done

echo
echo "deduce river crossings on $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
echo "load average at the end (other work on the machine skews timings): $(cut -d' ' -f1-3 /proc/loadavg)"
echo "times: median (min - max) of $REPEAT runs; wall = whole process, text output; in process = stats.seconds of --format json"
[ -n "$DEDUCE_BEFORE" ] && echo "before: $DEDUCE_BEFORE ($(deduce_cli "$DEDUCE_BEFORE") command layer), after: $DEDUCE ($(deduce_cli "$DEDUCE")); before / after > 1: after is faster"
printf '%s\n' "${table[@]}"

# The seed program against deduce, in process.
seed_ratios() {  # benchmark_binary out_prefix invocation
  "$1" --benchmark_filter='BM_SeedOverDeduce' --benchmark_repetitions=3 --benchmark_min_time=0.2 \
    --benchmark_format=json > "$2.$3.json" 2> /dev/null
}
bins=()
[ -x "$BENCH/seed_river_benchmark" ] && bins+=("after|$BENCH/seed_river_benchmark")
if [ -n "$BENCH_BEFORE" ]; then
  [ -x "$BENCH_BEFORE/seed_river_benchmark" ] || die "no $BENCH_BEFORE/seed_river_benchmark"
  bins+=("before|$BENCH_BEFORE/seed_river_benchmark")
fi
if [ ${#bins[@]} -eq 0 ]; then
  echo
  echo "(no $BENCH/seed_river_benchmark: the seed program comparison is skipped)"
  exit 0
fi
for ((i = 0; i < 3; i++)); do
  for b in "${bins[@]}"; do
    IFS='|' read -r tag bin <<< "$b"
    seed_ratios "$bin" "$OUT/seed.$tag" "$i"
  done
done
echo
echo "Seed program / deduce in process (BM_SeedOverDeduce ratio, seed time / deduce time in the same iterations: median (min - max) of 3 invocations x 3 repetitions):"
python3 - "$OUT" "${bins[@]}" <<'PYEOF'
import glob, json, statistics, sys
out, bins = sys.argv[1], [b.split("|")[0] for b in sys.argv[2:]]
rows = {}
for tag in bins:
    for f in sorted(glob.glob(f"{out}/seed.{tag}.*.json")):
        for b in json.load(open(f))["benchmarks"]:
            if b.get("run_type") != "iteration":
                continue
            size = b["name"].split("/", 1)[1]
            rows.setdefault(size, {}).setdefault(tag, []).append(b["ratio"])
print("| instance | " + " | ".join(f"seed / deduce {t}" for t in bins) + " |")
print("|---|" + "---|" * len(bins))
for size, by in rows.items():
    cells = [f"{statistics.median(by[t]):.1f} ({min(by[t]):.1f} - {max(by[t]):.1f})" if t in by else "n/a"
             for t in bins]
    print(f"| {size.replace('/', ' / ')} | " + " | ".join(cells) + " |")
PYEOF
