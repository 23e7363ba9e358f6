#!/usr/bin/env bash
# Solves every bundled example with the given deduce binary and prints the results, then
# generates a new puzzle of each family that has a generator and solves it.
set -uo pipefail
bin=${1:-build/deduce}
cd "$(dirname "$0")/.."
shopt -s nullglob
status=0
# Examples that have no solution on purpose (the demo shows deduce saying so, exit 1).
no_solution=" examples/monks_monsters_4_4_2.river "
for f in examples/*.fut examples/*.txt examples/*.zebra examples/*.river examples/*.sudoku; do
  echo "== deduce solve $f"
  "$bin" solve "$f"
  rc=$?
  echo "(exit $rc)"
  echo
  expected=0
  [[ $no_solution == *" $f "* ]] && expected=1
  [ $rc -eq $expected ] || status=1
done
# Logic grids: prove the classic riddle and a larger generated grid unique (count all solutions).
for f in examples/einstein.zebra examples/zebra_10x10.zebra; do
  [ -f "$f" ] || continue
  echo "== deduce solve --count $f"
  "$bin" solve --count "$f" || status=1
  echo
done
# A new puzzle, generated and then solved (docs/generate.md): same seed, same puzzle everywhere.
echo "== deduce generate futoshiki --order 6 --grade extreme --seed 2026 | deduce solve -"
generated=$("$bin" generate futoshiki --order 6 --grade extreme --seed 2026) || status=1
echo "$generated"
echo "$generated" | "$bin" solve --kind futoshiki - || status=1
echo
# Pictures of the bundled examples: each solution as SVG (docs/pictures.md).
pictures=build/pictures
mkdir -p "$pictures"
for f in examples/*.fut examples/*.txt examples/*.zebra examples/*.river examples/*.sudoku; do
  name=$(basename "$f")
  "$bin" solve --format svg "$f" > "$pictures/${name%.*}.svg" 2>/dev/null
done
# Generated puzzles (docs/generate.md): a logic grid and a river
# crossing made from a seed, then solved by the ordinary command.
generated=build/generated
mkdir -p "$generated"
echo "== deduce generate zebra --positions 5 --categories 5 --grade hard --seed 7"
"$bin" generate zebra --positions 5 --categories 5 --grade hard --seed 7 | tee "$generated/zebra.zebra" || status=1
echo "== deduce solve $generated/zebra.zebra"
"$bin" solve "$generated/zebra.zebra" || status=1
echo
echo "== deduce generate river --river-family couples --min-length 11 --seed 7"
"$bin" generate river --river-family couples --min-length 11 --seed 7 | tee "$generated/river.river" || status=1
echo "== deduce solve $generated/river.river"
"$bin" solve "$generated/river.river" || status=1
echo
echo "== pictures of the examples: $(ls "$pictures" | wc -l) SVG files in $pictures"
exit $status
