#!/usr/bin/env bash
# Side-by-side comparison of deduce with Gecode (and optionally MiniZinc + Gecode) on the same
# Futoshiki and Latin-square instances: issue 2, section 4 ("Measured, not asserted").
#
# Usage: bench/compare/run.sh [SET...]      (from the repository root; `make compare` runs it)
#   SET  any of the names below; default: all of them.
# Environment:
#   DEDUCE=build/deduce    the deduce binary (built by `make build`)
#   DEDUCE_BEFORE=         a second deduce binary (e.g. one built from an earlier commit) to time
#                          side by side with DEDUCE on the same puzzles, interleaved puzzle by
#                          puzzle; adds a table "deduce before / after" (either command layer:
#                          the one from before issue 10 or the current one, see common.sh)
#   REPEAT=5               runs per puzzle for the 9x9 and counting sets (per-puzzle median); 1 for
#                          the completion (qwh) sets
#   TIMEOUT=60             seconds per puzzle for each tool (a stopped search counts as a limit)
#   MINIZINC=0             1 adds a `minizinc --solver gecode` column (bench/compare/minizinc/)
#   GECODE_ONLY=0          1 skips deduce (to test the Gecode side alone)
#
# It installs nothing (`make compare` runs scripts/install_deps.sh compare first). It builds
# build/compare/gecode_latin and build/compare/fut_to_dzn with g++, runs each instance set through
# every tool in the same run, and prints a Markdown table: per-set median of the per-puzzle search
# time measured in process (deduce: `stats.seconds` of `deduce solve --format jsonl`; Gecode:
# `seconds` of gecode_latin; MiniZinc: fzn-gecode's `solveTime`), the ratio Gecode / deduce, the
# means, the median and largest node counts, and the whole-process wall time per puzzle (start-up
# and parsing included). Each set is split into one file per puzzle so that every tool gets the
# same TIMEOUT per puzzle; a stopped search makes the figures it enters lower bounds (>=).
# Every count is cross-checked between the tools; a disagreement is flagged in the notes column,
# and so is an exit code of deduce other than 0, 1 and 3 (3: a limit stopped it, or `--limit 2`
# found the second solution). Modes: unique = `--limit 2` (stop at the second solution, like
# Gecode's --unique); first = `--first` (no look for a second solution: since issue 10 plain
# `solve` looks for one, which a peer finding one solution does not do); count = `--count`.
# Raw outputs are kept under build/compare/results/ for a closer look.
set -uo pipefail

cd "$(dirname "$0")/../.."
DEDUCE=${DEDUCE:-build/deduce}
DEDUCE_BEFORE=${DEDUCE_BEFORE:-}
REPEAT=${REPEAT:-5}
TIMEOUT=${TIMEOUT:-60}
MINIZINC=${MINIZINC:-0}
GECODE_ONLY=${GECODE_ONLY:-0}
DATA=bench/data/futoshiki
OUT=build/compare
RESULTS=$OUT/results

# name | file | mode (unique = solve and prove unique, first = first solution, count = count all)
SETS=(
  "unequal_9x9_extreme|$DATA/unequal_9x9_extreme.txt|unique"
  "adjacent_9x9_extreme|$DATA/adjacent_9x9_extreme.txt|unique"
  "qwh_30_316|$DATA/qwh_30_316.fut|first"
  "qwh_35_405|$DATA/qwh_35_405.fut|first"
  "count_4|$DATA/count_4.fut|count"
  "count_5|$DATA/count_5.fut|count"
  "count_6_row1|$DATA/count_6_row1.fut|count"
)

die() { echo "run.sh: $*" >&2; exit 2; }

mkdir -p "$RESULTS"
GECODE_LIBS=(-lgecodesearch -lgecodeminimodel -lgecodeint -lgecodekernel -lgecodesupport -lpthread)
[ -f /usr/include/gecode/int.hh ] || die "Gecode headers missing (scripts/install_deps.sh compare)"
if [ ! -x $OUT/gecode_latin ] || [ bench/compare/gecode_latin.cpp -nt $OUT/gecode_latin ] ||
   [ bench/compare/puzzle_reader.h -nt $OUT/gecode_latin ]; then
  echo "building $OUT/gecode_latin" >&2
  g++ -std=c++20 -O2 -DNDEBUG -Wall -Wextra -Werror -o $OUT/gecode_latin \
    bench/compare/gecode_latin.cpp "${GECODE_LIBS[@]}" || die "cannot build gecode_latin"
fi
if [ "$MINIZINC" = 1 ]; then
  command -v minizinc >/dev/null || die "minizinc missing (scripts/install_deps.sh compare)"
  g++ -std=c++20 -O2 -Wall -Wextra -Werror -o $OUT/fut_to_dzn bench/compare/fut_to_dzn.cpp ||
    die "cannot build fut_to_dzn"
fi
if [ "$GECODE_ONLY" != 1 ] && [ ! -x "$DEDUCE" ]; then
  die "$DEDUCE not found: run 'make build' first (or GECODE_ONLY=1 for the Gecode side alone)"
fi
if [ -n "$DEDUCE_BEFORE" ] && [ ! -x "$DEDUCE_BEFORE" ]; then
  die "DEDUCE_BEFORE=$DEDUCE_BEFORE is not an executable"
fi
[ "$GECODE_ONLY" = 1 ] && DEDUCE_BEFORE=""

source bench/compare/common.sh  # the working folder is the repository root (see cd above)

# The deduce binaries to time, by tag: "deduce" (DEDUCE) and "before" (DEDUCE_BEFORE).
declare -A BIN CLI
tags=()
if [ "$GECODE_ONLY" != 1 ]; then
  tags=(deduce) BIN[deduce]=$DEDUCE CLI[deduce]=$(deduce_cli "$DEDUCE")
  if [ -n "$DEDUCE_BEFORE" ]; then
    tags+=(before) BIN[before]=$DEDUCE_BEFORE CLI[before]=$(deduce_cli "$DEDUCE_BEFORE")
  fi
fi

# Reads JSON Lines holding RUNS passes over the same puzzles, in run-major order (every puzzle of
# run 1, then of run 2, ...), and prints one line per puzzle:
#   puzzle status count median_seconds nodes
# mawk-compatible: the keys read are unique in each object, found with match(); a count printed
# as a string of digits (deduce does so from 2^53 on) is read the same way.
per_puzzle() {
  local file=$2
  local lines per
  lines=$(grep -c '^[[:space:]]*{' "$file" || true)
  per=$(( lines / $1 ))
  [ "$per" -gt 0 ] || return 0
  awk -v per="$per" '
    function field(line, key,    s) {
      if (!match(line, "\"" key "\" *: *\"?[^,}\"]*")) return ""
      s = substr(line, RSTART, RLENGTH); sub(/^[^:]*: *"?/, "", s); return s
    }
    /^[[:space:]]*\{/ {
      k = (n % per) + 1; r = int(n / per); n++
      t[k, r] = field($0, "seconds") + 0; runs = r + 1
      s = field($0, "status"); if (st[k] == "" || s == "limit") st[k] = s
      c[k] = field($0, "count"); nd[k] = field($0, "nodes")
    }
    END {
      for (k = 1; k <= per; k++) {
        # median over the runs of puzzle k (insertion sort: runs is small)
        for (i = 0; i < runs; i++) v[i] = t[k, i]
        for (i = 1; i < runs; i++) { x = v[i]; for (j = i - 1; j >= 0 && v[j] > x; j--) v[j + 1] = v[j]; v[j + 1] = x }
        printf "%d %s %s %.9g %s\n", k, st[k], c[k], v[int(runs / 2)], nd[k]
      }
    }' "$file"
}

# Splits an instance file into one file per puzzle (DIR/p_001.fut, ...) so that every tool gets
# the same TIMEOUT per puzzle (deduce's --timeout covers a whole file). A puzzle starts at a game
# ID line or at a line holding only the order; comments and blank lines are dropped.
split_puzzles() {  # file dir -> prints the number of puzzles
  rm -rf "$2" && mkdir -p "$2"
  awk -v dir="$2" '
    { sub(/#.*/, ""); if ($0 ~ /^[[:space:]]*$/) next }
    /^[[:space:]]*[0-9]+a?:/ || /^[[:space:]]*[0-9]+[[:space:]]*$/ {
      if (out != "") close(out)
      out = sprintf("%s/p_%03d.fut", dir, ++k)
    }
    { print > out }
    END { print k + 0 }' "$1"
}

run_gecode() {  # name dir mode reps -> $RESULTS/name.gecode.jsonl, prints wall seconds per solve
  local t0 t1 f k=0
  : > "$RESULTS/$1.gecode.jsonl"
  t0=$(now_ns)
  for f in "$2"/p_*.fut; do
    k=$((k + 1))
    $OUT/gecode_latin "--$3" --repeat "$4" --timeout "$TIMEOUT" "$f" >> "$RESULTS/$1.gecode.jsonl"
  done
  t1=$(now_ns)
  awk -v a="$t0" -v b="$t1" -v r="$4" -v k="$k" 'BEGIN { printf "%.9g\n", (b - a) / 1e9 / r / k }'
}

run_deduce() {  # name dir mode reps -> $RESULTS/name.TAG.jsonl and name.TAG.wall for each tag
  # Measured as Gecode is: one process per puzzle that solves it `reps` times (here: a file
  # holding `reps` copies of the puzzle, which deduce solves in order), so the first run is cold
  # and the median of the runs is mostly warm. With DEDUCE_BEFORE both binaries solve each puzzle
  # in turn, the one going first alternating from puzzle to puzzle, so that both see the same
  # machine state. The wall time per solve sums the deduce processes only.
  local t0 t1 i f k=0 tag rc fmt rep=$RESULTS/$1.repeated.fut
  local -a mflags order
  local -A wall
  for tag in "${tags[@]}"; do
    : > "$RESULTS/$1.$tag.pm"
    : > "$RESULTS/$1.$tag.stderr"
    : > "$RESULTS/$1.$tag.exit"
    wall[$tag]=0
  done
  for f in "$2"/p_*.fut; do
    k=$((k + 1))
    : > "$rep"
    for ((i = 0; i < $4; i++)); do cat "$f" >> "$rep"; echo >> "$rep"; done
    order=("${tags[@]}")
    if [ ${#tags[@]} -eq 2 ] && [ $((k % 2)) -eq 0 ]; then order=("${tags[1]}" "${tags[0]}"); fi
    for tag in "${order[@]}"; do
      mapfile -t mflags < <(deduce_mode_flags "${CLI[$tag]}" "$3")
      fmt=$(deduce_jsonl_format "${CLI[$tag]}")
      t0=$(now_ns)
      "${BIN[$tag]}" solve --format "$fmt" "${mflags[@]}" \
        --timeout "$((TIMEOUT * $4))" "$rep" >> "$RESULTS/$1.$tag.pm" 2>> "$RESULTS/$1.$tag.stderr"
      rc=$?
      t1=$(now_ns)
      echo "$k $rc" >> "$RESULTS/$1.$tag.exit"
      wall[$tag]=$((wall[$tag] + t1 - t0))
    done
  done
  for tag in "${tags[@]}"; do
    # Flat lines (deduce_results.py), puzzle-major, to the run-major order per_puzzle expects.
    deduce_results < "$RESULTS/$1.$tag.pm" | awk -v r="$4" '/^[[:space:]]*\{/ { line[n++] = $0 }
      END { k = n / r; for (i = 0; i < r; i++) for (p = 0; p < k; p++) print line[p * r + i] }' \
      > "$RESULTS/$1.$tag.jsonl"
    awk -v w="${wall[$tag]}" -v r="$4" -v k="$k" 'BEGIN { printf "%.9g\n", w / 1e9 / r / k }' \
      > "$RESULTS/$1.$tag.wall"
  done
}

run_minizinc() {  # name file mode -> $RESULTS/name.minizinc.jsonl, prints wall seconds
  local dir=$RESULTS/$1.dzn flags=() t0 t1 f k=0
  case $3 in
    unique) flags=(-n 2) ;;
    count) flags=(-a) ;;
    first) flags=() ;;
  esac
  rm -rf "$dir" && mkdir -p "$dir"
  $OUT/fut_to_dzn "$2" "$dir" >/dev/null || return 1
  : > "$RESULTS/$1.minizinc.jsonl"
  t0=$(now_ns)
  for f in "$dir"/puzzle_*.dzn; do
    k=$((k + 1))
    minizinc --solver gecode -s "${flags[@]}" --time-limit "$((TIMEOUT * 1000))" \
      bench/compare/minizinc/latin.mzn "$f" 2>/dev/null | awk -v k="$k" '
        /^%%%mzn-stat: solveTime=/ { split($0, a, "="); t = a[2] }
        /^%%%mzn-stat: nodes=/ { split($0, a, "="); nd = a[2] }
        /^%%%mzn-stat: nSolutions=/ { split($0, a, "="); c = a[2] }
        /^=====UNKNOWN=====|^%%%mzn-status UNKNOWN/ { lim = 1 }
        END { st = (c > 0) ? "solved" : (lim || t == "" ? "limit" : "unsatisfiable")
              printf "{\"puzzle\":%d,\"status\":\"%s\",\"count\":%d,\"nodes\":%d,\"seconds\":%s}\n",
                     k, st, c, nd, (t == "" ? 0 : t) }' >> "$RESULTS/$1.minizinc.jsonl"
  done
  t1=$(now_ns)
  awk -v a="$t0" -v b="$t1" -v n="$k" 'BEGIN { printf "%.9g\n", (b - a) / 1e9 / (n ? n : 1) }'
}

# Summary of one tool on one set:
#   median_seconds median_is_bound median_nodes limits mean_seconds max_nodes
# A puzzle stopped by the limit took at least TIMEOUT: it counts as TIMEOUT, and a median or mean
# that uses such a time is only a lower bound (median_is_bound = 1, or limits > 0 for the mean).
# The mean and the largest node count show the heavy tail that a median hides.
summarise() {  # per_puzzle_file
  local med nodes limits extra
  med=$(awk -v lim="$TIMEOUT" '{ print ($2 == "limit" ? lim " 1" : $4 " 0") }' "$1" | sort -g |
    awk '{ v[NR] = $1; c[NR] = $2 } END {
      if (NR == 0) { print "nan 0"; exit }
      if (NR % 2) { m = (NR + 1) / 2; print v[m], c[m] }
      else print (v[NR / 2] + v[NR / 2 + 1]) / 2, (c[NR / 2] || c[NR / 2 + 1]) }')
  nodes=$(median_col 5 < "$1")
  limits=$(awk '$2 == "limit"' "$1" | wc -l)
  extra=$(awk -v lim="$TIMEOUT" '{ t += ($2 == "limit" ? lim : $4); if ($5 + 0 > m) m = $5 + 0 }
    END { printf "%.9g %d", NR ? t / NR : 0, m }' "$1")
  echo "$med $nodes $limits $extra"
}

# Formats a summary time; ">= x" when it is a lower bound (it includes stopped puzzles).
show_time() {  # seconds is_bound
  if [ "$1" = nan ]; then echo n/a; return; fi
  if [ "${2:-0}" -gt 0 ]; then echo ">= $(human "$1")"; else human "$1"; fi
}

# Time ratio A / B of two medians, each maybe a lower bound (its *_bound flag > 0).
ratio_of() {  # a a_bound b b_bound
  awk -v g="$1" -v d="$3" -v gb="${2:-0}" -v db="${4:-0}" 'BEGIN {
    if (d == "nan" || g == "nan" || d <= 0) print "n/a"
    else if (gb && db) print "n/a (both limited)"
    else printf (g / d < 10 ? "%s%.2fx\n" : "%s%.1fx\n"), gb ? ">= " : db ? "<= " : "", g / d }'
}

selected=("$@")
ba_table=("| set | puzzles | mode | deduce before | deduce after | before / after | Gecode / before | Gecode / after | mean before / after | nodes median before / after | nodes max before / after | wall/puzzle before / after |"
          "|---|---|---|---|---|---|---|---|---|---|---|---|")
header="| set | puzzles | mode | deduce median | Gecode median | Gecode / deduce | deduce mean | Gecode mean | nodes median deduce / Gecode | nodes max deduce / Gecode | wall/puzzle deduce / Gecode |"
rule="|---|---|---|---|---|---|---|---|---|---|---|"
if [ "$MINIZINC" = 1 ]; then
  header+=" MiniZinc median | MiniZinc nodes median / max |"
  rule+="---|---|"
fi
header+=" notes |"
rule+="---|"
table=("$header" "$rule")

for entry in "${SETS[@]}"; do
  IFS='|' read -r name file mode <<< "$entry"
  if [ ${#selected[@]} -gt 0 ] && [[ " ${selected[*]} " != *" $name "* ]]; then continue; fi
  [ -f "$file" ] || die "missing instance file $file"
  reps=1
  [[ $name == *9x9* || $mode == count ]] && reps=$REPEAT
  echo "== $name ($mode, $reps run(s) per puzzle)" >&2
  notes=()

  split_dir=$RESULTS/$name.split
  puzzles=$(split_puzzles "$file" "$split_dir")
  g_wall=$(run_gecode "$name" "$split_dir" "$mode" "$reps")
  per_puzzle 1 "$RESULTS/$name.gecode.jsonl" > "$RESULTS/$name.gecode.pp"
  read -r g_med g_mb g_nodes g_lim g_mean g_max < <(summarise "$RESULTS/$name.gecode.pp")
  [ "$(wc -l < "$RESULTS/$name.gecode.pp")" -ne "$puzzles" ] &&
    notes+=("Gecode answered $(wc -l < "$RESULTS/$name.gecode.pp") of $puzzles puzzles")
  [ "$g_lim" -gt 0 ] && notes+=("Gecode hit the ${TIMEOUT}s limit on $g_lim")
  grep '"verified":false' "$RESULTS/$name.gecode.jsonl" | grep -q '"count":[1-9]' &&
    notes+=("Gecode solution FAILED the checker")

  d_med=nan d_nodes=n/a d_wall=nan d_mean=nan d_max=n/a d_lim=0 d_mb=0
  if [ ${#tags[@]} -gt 0 ]; then
    run_deduce "$name" "$split_dir" "$mode" "$reps"
    for tag in "${tags[@]}"; do
      who=deduce
      [ "$tag" = before ] && who="deduce before"
      per_puzzle "$reps" "$RESULTS/$name.$tag.jsonl" > "$RESULTS/$name.$tag.pp"
      t_med=nan t_nodes=n/a t_mean=nan t_max=n/a t_lim=0 t_mb=0
      t_wall=$(cat "$RESULTS/$name.$tag.wall")
      if [ -s "$RESULTS/$name.$tag.pp" ]; then
        read -r t_med t_mb t_nodes t_lim t_mean t_max < <(summarise "$RESULTS/$name.$tag.pp")
        [ "$t_lim" -gt 0 ] && notes+=("$who hit the ${TIMEOUT}s limit on $t_lim")
        [ "$(wc -l < "$RESULTS/$name.$tag.pp")" -ne "$puzzles" ] &&
          notes+=("$who answered $(wc -l < "$RESULTS/$name.$tag.pp") of $puzzles puzzles")
        # Counts must agree wherever neither tool was stopped.
        mism=$(paste -d' ' "$RESULTS/$name.$tag.pp" "$RESULTS/$name.gecode.pp" |
          awk '$2 != "limit" && $7 != "limit" && $3 != $8 { n++ } END { print n + 0 }')
        [ "$mism" -gt 0 ] && notes+=("COUNT MISMATCH $who / Gecode on $mism puzzle(s)")
      else
        notes+=("$who produced no JSON (see $RESULTS/$name.$tag.stderr)")
        t_wall=nan
      fi
      bad=$(awk '$2 != 0 && $2 != 1 && $2 != 3' "$RESULTS/$name.$tag.exit" | wc -l)
      [ "$bad" -gt 0 ] && notes+=("$who exited with a code other than 0, 1, 3 on $bad puzzle(s) (see $RESULTS/$name.$tag.exit)")
      if [ "$tag" = deduce ]; then
        d_med=$t_med d_mb=$t_mb d_nodes=$t_nodes d_lim=$t_lim d_mean=$t_mean d_max=$t_max d_wall=$t_wall
      else
        b_med=$t_med b_mb=$t_mb b_nodes=$t_nodes b_lim=$t_lim b_mean=$t_mean b_max=$t_max b_wall=$t_wall
      fi
    done
  fi

  # Gecode / deduce; a median that is only a lower bound makes the ratio a bound, or unknown.
  ratio=$(ratio_of "$g_med" "$g_mb" "$d_med" "$d_mb")
  row="| $name | $puzzles | $mode | $(show_time "$d_med" "$d_mb") | $(show_time "$g_med" "$g_mb") | $ratio"
  row+=" | $(show_time "$d_mean" "$d_lim") | $(show_time "$g_mean" "$g_lim")"
  row+=" | $d_nodes / $g_nodes | $d_max / $g_max"
  row+=" | $(human "$d_wall") / $(human "$g_wall") |"

  if [ "$MINIZINC" = 1 ]; then
    m_wall=$(run_minizinc "$name" "$file" "$mode")
    per_puzzle 1 "$RESULTS/$name.minizinc.jsonl" > "$RESULTS/$name.minizinc.pp"
    read -r m_med m_mb m_nodes m_lim m_mean m_max < <(summarise "$RESULTS/$name.minizinc.pp")
    [ "$m_lim" -gt 0 ] && notes+=("MiniZinc hit the limit on $m_lim")
    row+=" $(show_time "$m_med" "$m_mb") | $m_nodes / $m_max |"
  fi
  note_text=""
  for n in "${notes[@]}"; do note_text+="${note_text:+; }$n"; done
  row+=" ${note_text} |"
  table+=("$row")
  echo "$row" >&2
  if [ -n "$DEDUCE_BEFORE" ]; then
    ba="| $name | $puzzles | $mode | $(show_time "$b_med" "$b_mb") | $(show_time "$d_med" "$d_mb")"
    ba+=" | $(ratio_of "$b_med" "$b_mb" "$d_med" "$d_mb") | $(ratio_of "$g_med" "$g_mb" "$b_med" "$b_mb")"
    ba+=" | $ratio | $(show_time "$b_mean" "$b_lim") / $(show_time "$d_mean" "$d_lim")"
    ba+=" | $b_nodes / $d_nodes | $b_max / $d_max | $(human "$b_wall") / $(human "$d_wall") |"
    ba_table+=("$ba")
    echo "$ba" >&2
  fi
done

echo
echo "deduce vs Gecode $(dpkg-query -W -f='${Version}' libgecode-dev 2>/dev/null) on $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
echo "load average at the end (other work on the machine skews timings): $(cut -d' ' -f1-3 /proc/loadavg)"
echo "times: median over puzzles of in-process search time; 9x9 and counting sets: per-puzzle median of $REPEAT runs; timeout ${TIMEOUT}s"
printf '%s\n' "${table[@]}"
if [ -n "$DEDUCE_BEFORE" ]; then
  echo
  echo "deduce before ($DEDUCE_BEFORE, $(deduce_cli "$DEDUCE_BEFORE") command layer) and after ($DEDUCE,"\
    "$(deduce_cli "$DEDUCE")), interleaved puzzle by puzzle; before / after > 1: after is faster"
  printf '%s\n' "${ba_table[@]}"
fi
