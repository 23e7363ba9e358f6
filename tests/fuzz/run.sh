#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan, into build-fuzz/) and runs
# each for SECONDS of wall-clock time, FUZZ_JOBS targets at a time (default 1).
#
#   tests/fuzz/run.sh SECONDS [TARGET...]     (make fuzz FUZZ_SECONDS=...)
#   FUZZ_RUNS=N tests/fuzz/run.sh 0 TARGET    stop after N executions instead
#   FUZZ_MAX_LEN=N                            longest input tried (default per target)
#   FUZZ_JOBS=N                               run N targets at once (one core each)
#   tests/fuzz/run.sh merge [TARGET...]       minimise each working corpus in place
#
# Each target's working corpus lives in build-fuzz/corpus/<target>/ (not in
# git) and grows from run to run; it is seeded from examples/,
# tests/bad/<family>/, the committed seed corpus (tests/fuzz/corpus/<target>/,
# eight inputs each) and the kept regressions (tests/fuzz/regressions/<target>/). A crash leaves its input
# in build-fuzz/artifacts/<target>/ and makes this script exit 1: fix the bug,
# then copy the input into tests/fuzz/regressions/<target>/ so the suite
# replays it. Logs are in build-fuzz/logs/; the last lines are a summary table.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
all_targets=(futoshiki_grid futoshiki_game_id futoshiki_solve river_parse zebra_parse english_parse)
targets=("${all_targets[@]}")
[ $# -gt 0 ] && targets=("$@")
jobs="${FUZZ_JOBS:-1}"

CC=clang CXX=clang++ cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "${FUZZ_BUILD_JOBS:-2}"

family_of() { case "$1" in futoshiki_*) echo futoshiki ;; river_*) echo river ;; zebra_*) echo zebra ;; english_*) echo english ;; esac; }
ext_of() { case "$1" in futoshiki) echo 'fut txt solution' ;; river) echo river ;; zebra) echo zebra ;; esac; }

seed() {  # seed TARGET DIR: copy the seed files into the corpus folder
  local target="$1" dir="$2" family
  family="$(family_of "$target")"
  mkdir -p "$dir"
  for e in $(ext_of "$family"); do
    cp -n examples/*."$e" "$dir"/ 2>/dev/null || true
  done
  # English riddles: the reader's corpus (the benchmark forms, texts of our own).
  [ "$family" = english ] && cp -n tests/puzzles/zebra/english/data/*.txt "$dir"/ 2>/dev/null
  [ -d "tests/bad/$family" ] && cp -n "tests/bad/$family"/* "$dir"/ 2>/dev/null || true
  [ -d "tests/fuzz/regressions/$target" ] && cp -n "tests/fuzz/regressions/$target"/* "$dir"/ 2>/dev/null || true
  [ -d "tests/fuzz/corpus/$target" ] && cp -n "tests/fuzz/corpus/$target"/* "$dir"/ 2>/dev/null || true
  if [ "$target" = futoshiki_game_id ]; then
    # One ID a file: the target reads a single line.
    local i=0
    grep -h ':' examples/futoshiki_ids.txt examples/futoshiki_ids.solution tests/bad/futoshiki/gid_* 2>/dev/null |
      grep -v '^#' | while IFS= read -r line; do
        i=$((i + 1))
        printf '%s' "$line" >"$dir/id_$i"
      done
  fi
}

max_len_of() {
  case "$1" in
    futoshiki_solve) echo "${FUZZ_MAX_LEN:-400}" ;;  # orders <= 6 fit; each input runs two searches
    *) echo "${FUZZ_MAX_LEN:-4096}" ;;
  esac
}

# run_target TARGET: one libFuzzer run; writes its summary line to
# build-fuzz/logs/TARGET.summary and returns 1 on a crash.
run_target() {
  local t="$1" corpus="build-fuzz/corpus/$1" artifacts="build-fuzz/artifacts/$1/"
  local dict log="build-fuzz/logs/$1.log" start rc elapsed execs result rate
  seed "$t" "$corpus"
  mkdir -p "$artifacts"
  dict="tests/fuzz/$(family_of "$t").dict"
  local args=(-print_final_stats=1 -max_len="$(max_len_of "$t")" -rss_limit_mb=2048
              -timeout=20 -artifact_prefix="$artifacts")
  [ -f "$dict" ] && args+=(-dict="$dict")
  if [ -n "${FUZZ_RUNS:-}" ]; then
    args+=(-runs="$FUZZ_RUNS")
    echo "== $t: $FUZZ_RUNS executions, log $log"
  else
    args+=(-max_total_time="$seconds")
    echo "== $t: $seconds s, log $log"
  fi
  start=$(date +%s)
  set +e
  "build-fuzz/tests/fuzz/${t}_fuzz" "${args[@]}" "$corpus" >"$log" 2>&1
  rc=$?
  set -e
  elapsed=$(($(date +%s) - start))
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo '?')
  result=ok
  if [ $rc -ne 0 ]; then
    result="CRASH (rc $rc, input in $artifacts)"
    grep -m3 -E 'ERROR|invariant|SUMMARY' "$log" || true
  fi
  rate='?'
  [ "$execs" != '?' ] && [ "$elapsed" -gt 0 ] && rate=$((execs / elapsed))
  printf '%-20s %12s execs %6ss %9s exec/s  %s\n' "$t" "$execs" "$elapsed" "$rate" "$result" \
    >"build-fuzz/logs/$t.summary"
  [ $rc -eq 0 ]
}

# merge_target TARGET: replace the working corpus build-fuzz/corpus/TARGET/
# with the smallest set of its inputs that keeps every feature (edge and
# counter) libFuzzer has seen. The suite replays that folder when it exists.
merge_target() {
  local t="$1" out="build-fuzz/corpus/$1" tmp
  tmp="$(mktemp -d)"
  mkdir -p "$out"
  "build-fuzz/tests/fuzz/${t}_fuzz" -merge=1 -max_len="$(max_len_of "$t")" -timeout=20 \
    "$tmp" "$out" >"build-fuzz/logs/$t.merge.log" 2>&1
  rm -rf "$out"
  mv "$tmp" "$out"
  echo "$t: $(find "$out" -type f | wc -l) inputs kept in $out"
}

mkdir -p build-fuzz/logs
if [ "$seconds" = merge ]; then
  for t in "${targets[@]}"; do merge_target "$t"; done
  exit 0
fi
status=0
for t in "${targets[@]}"; do
  rm -f "build-fuzz/logs/$t.summary"
  if [ "$jobs" -le 1 ]; then
    run_target "$t" || status=1
  else
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    run_target "$t" &
  fi
done
wait
# The summaries, not wait's statuses, decide: `wait -n` above may already
# have collected a crashed job.
echo "== summary"
for t in "${targets[@]}"; do
  if [ -f "build-fuzz/logs/$t.summary" ]; then
    cat "build-fuzz/logs/$t.summary"
    grep -q CRASH "build-fuzz/logs/$t.summary" && status=1
  else
    echo "$t: no result"
    status=1
  fi
done
exit $status
