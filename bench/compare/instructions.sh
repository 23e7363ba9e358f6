#!/usr/bin/env bash
# Instructions executed by two deduce binaries on the comparison's commands, counted by valgrind's
# callgrind: exact and independent of the load of the machine, where the timings of
# run.sh / zebra.sh / river.sh move by tens of percent on a busy shared VM. Equal counts say
# that the work did not change; they say nothing about cache or branch behaviour.
#
# Usage: bench/compare/instructions.sh BEFORE AFTER    (two deduce binaries; from anywhere)
# Each binary gets the flags of its own command layer (see common.sh: `--first` exists only
# since issue 10). Prints a Markdown table: whole-process instructions (start-up, reading,
# search and output) of each, and after / before, with text output (what a person sees) and with
# one JSON object per puzzle a line (what the comparison scripts read).
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
[ $# -eq 2 ] || { echo "usage: bench/compare/instructions.sh BEFORE AFTER" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind missing (apt-get install valgrind)" >&2; exit 2; }
source bench/compare/common.sh  # the working folder is the repository root (see cd above)
OUT=build/compare/instructions
mkdir -p "$OUT"

# The first puzzle of the order-30 completion set, and the river box of river.sh.
awk '{ sub(/#.*/, "") } /^[[:space:]]*$/ { next }
     /^[[:space:]]*[0-9]+[[:space:]]*$/ { if (++k > 1) exit } { print }' \
  bench/data/futoshiki/qwh_30_316.fut > "$OUT/qwh_30_316_p1.fut"
printf 'puzzle: box 1000/1000/4\ngroup monk 1000\ngroup monster 1000\nboat 4\nforbid: monk + monster == 0\n' \
  > "$OUT/box.river"

# label | mode (deduce_mode_flags, "-" for none) | file
CASES=(
  "unequal_9x9_extreme, 50 puzzles|unique|bench/data/futoshiki/unequal_9x9_extreme.txt"
  "adjacent_9x9_extreme, 20 puzzles|unique|bench/data/futoshiki/adjacent_9x9_extreme.txt"
  "qwh_30_316 puzzle 1|first|$OUT/qwh_30_316_p1.fut"
  "count_5|count|bench/data/futoshiki/count_5.fut"
  "einstein|count|examples/einstein.zebra"
  "zebra_8x8|count|bench/data/zebra/zebra_8x8.zebra"
  "zebra_10x10|count|bench/data/zebra/zebra_10x10.zebra"
  "zebra_12x12|count|bench/data/zebra/zebra_12x12.zebra"
  "river 1000/1000/4 solve|-|examples/monks_monsters_1000_1000_4.river"
  "river box solve|-|$OUT/box.river"
  "river jealous husbands|count|examples/jealous_husbands.river"
)

instructions() {  # binary mode file text|jsonl -> instructions of the whole process
  local cli flags=() format=text
  cli=$(deduce_cli "$1")
  [ "$2" = - ] || mapfile -t flags < <(deduce_mode_flags "$cli" "$2")
  [ "$4" = text ] || format=$(deduce_jsonl_format "$cli")
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" solve "${flags[@]}" \
    --format "$format" "$3" 2>&1 > /dev/null |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

quotient() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "n/a" }'; }

echo "| command | mode | text: before | after | after / before | JSON lines: before | after | after / before |"
echo "|---|---|---|---|---|---|---|---|"
for entry in "${CASES[@]}"; do
  IFS='|' read -r label mode file <<< "$entry"
  row="| $label | $mode"
  for format in text jsonl; do
    b=$(instructions "$1" "$mode" "$file" "$format")
    a=$(instructions "$2" "$mode" "$file" "$format")
    row+=" | $b | $a | $(quotient "$a" "$b")"
  done
  echo "$row |"
done
