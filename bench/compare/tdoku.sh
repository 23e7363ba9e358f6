#!/usr/bin/env bash
# Builds tdoku (Tom Dillon's Sudoku solver, BSD-2-Clause) from a LOCAL copy of its source, for the
# comparison only, and runs it on a file of 9x9 puzzles (81 characters a line), counting the
# solutions of each up to 2: solve and prove unique, one thread, one process
# (bench/compare/tdoku_driver.cpp). deduce never builds, links or ships tdoku.
#
# Usage: bench/compare/tdoku.sh FILE [DRIVER OPTIONS]     (from anywhere)
#   DRIVER OPTIONS  --limit N (2), --repeat R (1: one cold pass; 5: the median of 5 passes),
#                   --per-puzzle; see tdoku_driver.cpp. Output: JSON lines, the summary last.
# Environment:
#   TDOKU_SRC=DIR       a checkout of github.com/t-dillon/tdoku (its src/ and include/ are used);
#   TDOKU_GIT=GITDIR    or a git repository of it (bare or not), read at TDOKU_COMMIT (default
#                       HEAD; measured: af42618, 2023-05-24)
#   TDOKU_FLAGS="-O3 -march=native"   tdoku's own default build (CMake OPT=O3, ARCH=native): it
#                       picks its SIMD code (SSE to AVX-512) from the target at compile time
# The build goes to build/compare/tdoku/ and is redone when the driver or the flags change.
# How to get the source without network access at build time: see docs/benchmarks.md,
# "Sudoku: material and anchors".
set -euo pipefail

cd "$(dirname "$0")/../.."
die() { echo "tdoku.sh: $*" >&2; exit 2; }
[ $# -ge 1 ] || die "usage: bench/compare/tdoku.sh FILE [--limit N] [--repeat R] [--per-puzzle]"
OUT=build/compare/tdoku
FLAGS=${TDOKU_FLAGS:--O3 -march=native}
mkdir -p "$OUT"

# Rebuilt when missing, when the driver changed, or when another source or flags are given; with
# neither TDOKU_SRC nor TDOKU_GIT an earlier build is used as it is.
stamp="$FLAGS|${TDOKU_SRC:-}|${TDOKU_GIT:-}|${TDOKU_COMMIT:-HEAD}"
if [ ! -x "$OUT/tdoku_driver" ] || [ bench/compare/tdoku_driver.cpp -nt "$OUT/tdoku_driver" ] ||
   { [ -n "${TDOKU_SRC:-}${TDOKU_GIT:-}" ] && [ "$(cat "$OUT/stamp" 2>/dev/null)" != "$stamp" ]; }; then
  src=$OUT/src
  rm -rf "$src"
  if [ -n "${TDOKU_SRC:-}" ]; then
    [ -f "$TDOKU_SRC/src/solver_dpll_triad_simd.cc" ] || die "no src/solver_dpll_triad_simd.cc in $TDOKU_SRC"
    src=$TDOKU_SRC
  elif [ -n "${TDOKU_GIT:-}" ]; then
    mkdir -p "$src"
    # (a partial mirror may lack data.zip: git archive then complains of it on stderr although
    # only src/ and include/ are asked for; the files are checked below instead)
    git --git-dir="$TDOKU_GIT" archive "${TDOKU_COMMIT:-HEAD}" src include 2>/dev/null |
      tar -x -C "$src"
    [ -f "$src/src/solver_dpll_triad_simd.cc" ] && [ -f "$src/include/tdoku.h" ] ||
      die "cannot read src/ and include/ at ${TDOKU_COMMIT:-HEAD} of $TDOKU_GIT"
  else
    die "set TDOKU_SRC=DIR (a tdoku checkout) or TDOKU_GIT=GITDIR (see docs/benchmarks.md, Sudoku: material and anchors)"
  fi
  echo "building $OUT/tdoku_driver ($FLAGS) from ${TDOKU_SRC:-$TDOKU_GIT@${TDOKU_COMMIT:-HEAD}}" >&2
  # tdoku's library objects as its CMake builds them (C++14, no exceptions or RTTI); its
  # warnings are its own business, so no -Werror there. The driver keeps ours.
  # shellcheck disable=SC2086
  for f in solver_dpll_triad_simd util; do
    g++ -std=c++14 $FLAGS -fno-exceptions -fno-rtti -c "$src/src/$f.cc" -o "$OUT/$f.o" ||
      die "cannot build tdoku's $f.cc"
  done
  # shellcheck disable=SC2086
  g++ -std=c++20 $FLAGS -Wall -Wextra -Werror -I "$src/include" -o "$OUT/tdoku_driver" \
    bench/compare/tdoku_driver.cpp "$OUT/solver_dpll_triad_simd.o" "$OUT/util.o" ||
    die "cannot build tdoku_driver"
  echo "$stamp" > "$OUT/stamp"
fi
file=$1
shift
[ -r "$file" ] || die "cannot read $file"
exec "$OUT/tdoku_driver" "$@" "$file"
