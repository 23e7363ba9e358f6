#!/usr/bin/env bash
# Solves every bundled example with the given deduce binary and prints the results.
set -uo pipefail
bin=${1:-build/deduce}
cd "$(dirname "$0")/.."
shopt -s nullglob
status=0
for f in examples/*.fut examples/*.txt examples/*.zebra examples/*.river; do
  echo "== deduce solve $f"
  "$bin" solve "$f"
  rc=$?
  echo "(exit $rc)"
  echo
  [ $rc -eq 0 ] || status=1
done
exit $status
