#!/usr/bin/env bash
# What the uniqueness look of `deduce solve` costs (issue 10): since issue 10 plain `solve` prints
# a solution and then looks for a second one (within as many nodes again as the first took, and
# at least 10,000) to say whether it is unique; `--first` skips the look; `--limit 2` searches
# for a second solution without a bound (what the comparison's "unique" mode runs).
#
# Usage: bench/compare/uniqueness_look.sh [FILE...]    (from anywhere)
#   default: bench/data/futoshiki/{unequal,adjacent}_9x9_extreme.txt
# Environment:
#   DEDUCE=build/deduce  the deduce binary (issue 10's command layer: it needs --first)
#   REPEAT=5             runs of each command on FILE: per-puzzle medians of stats.seconds
#   RUNS=20              hyperfine runs of each command on FILE itself (whole process, all puzzles)
#
# For each file and each of `solve --first`, `solve` and `solve --limit 2` it prints the median
# and mean over the puzzles of the per-puzzle median in-process time, the nodes of all puzzles
# (one copy), deduce's uniqueness verdicts, and hyperfine's mean and standard deviation of the
# whole command (`hyperfine -N -i`, output to /dev/null; -i because `--limit 2` exits 3 when it
# finds a second solution); the three commands of a file alternate in
# the in-process runs, hyperfine runs them one after the other.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
DEDUCE=${DEDUCE:-build/deduce}
REPEAT=${REPEAT:-5}
RUNS=${RUNS:-20}
OUT=build/compare/look

die() { echo "uniqueness_look.sh: $*" >&2; exit 2; }

[ -x "$DEDUCE" ] || die "$DEDUCE not found: run 'make build' first"
command -v hyperfine >/dev/null || die "hyperfine missing (scripts/install_deps.sh compare)"
source bench/compare/common.sh  # the working folder is the repository root (see cd above)
[ "$(deduce_cli "$DEDUCE")" = current ] || die "$DEDUCE has no --first (a deduce from before issue 10)"
mkdir -p "$OUT"

files=("$@")
[ ${#files[@]} -gt 0 ] || files=(bench/data/futoshiki/unequal_9x9_extreme.txt
                                 bench/data/futoshiki/adjacent_9x9_extreme.txt)
variants=("--first" "" "--limit 2")

echo "| file | puzzles | command | median | mean | nodes (all puzzles) | uniqueness | whole command (hyperfine mean ± sd) | vs --first (median / whole) |"
echo "|---|---|---|---|---|---|---|---|---|"
for f in "${files[@]}"; do
  [ -f "$f" ] || die "missing $f"
  name=$(basename "$f")
  for v in "${!variants[@]}"; do : > "$OUT/$name.$v.jsonl"; done
  # The file solved by the three commands in turn, REPEAT times: one process a run, alternating.
  for ((i = 0; i < REPEAT; i++)); do
    for v in "${!variants[@]}"; do
      # shellcheck disable=SC2086  # a variant is a list of words
      "$DEDUCE" solve ${variants[$v]} --format jsonl "$f" 2> /dev/null | deduce_results >> "$OUT/$name.$v.jsonl"
    done
  done
  # shellcheck disable=SC2086
  hyperfine -N -i --style none --warmup 3 --runs "$RUNS" --export-json "$OUT/$name.hyperfine.json" \
    --output null "$DEDUCE solve --first $f" "$DEDUCE solve $f" "$DEDUCE solve --limit 2 $f" > /dev/null 2>&1
  python3 - "$OUT" "$name" "$REPEAT" "${variants[@]}" <<'PYEOF'
import json, statistics, sys
out, name, repeat, variants = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
hf = json.load(open(f"{out}/{name}.hyperfine.json"))["results"]
rows, base = [], None
for v, flags in enumerate(variants):
    recs = [json.loads(l) for l in open(f"{out}/{name}.{v}.jsonl")]
    n = len(recs) // repeat
    per = [statistics.median(recs[r * n + k]["seconds"] for r in range(repeat)) for k in range(n)]
    med, mean = statistics.median(per), statistics.mean(per)
    nodes = sum(int(recs[k]["nodes"]) for k in range(n))
    verdicts = {}
    for k in range(n):
        verdicts[recs[k]["uniqueness"]] = verdicts.get(recs[k]["uniqueness"], 0) + 1
    whole, sd = hf[v]["mean"], hf[v]["stddev"] or 0.0
    if base is None:
        base = (med, whole)
    fmt = lambda s: f"{s * 1e6:.1f} us" if s < 1e-3 else f"{s * 1e3:.2f} ms" if s < 1 else f"{s:.2f} s"
    print(f"| {name} | {n} | `solve{' ' + flags if flags else ''}` | {fmt(med)} | {fmt(mean)} | {nodes} | "
          + ", ".join(f"{k} {c}" for k, c in sorted(verdicts.items()))
          + f" | {fmt(whole)} ± {fmt(sd)} | {med / base[0]:.2f}x / {whole / base[1]:.2f}x |")
PYEOF
done
echo
echo "$("$DEDUCE" --version 2>/dev/null | head -1) on $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u +%Y-%m-%d); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "in-process: median over puzzles of each puzzle's median stats.seconds over $REPEAT runs; whole command: hyperfine -N, $RUNS runs, 3 warm-up"
