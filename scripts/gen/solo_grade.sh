#!/usr/bin/env bash
# Grades Sudoku game IDs with Simon Tatham's own Solo solver, for comparison only: prints one line
# per ID, "GRADE<TAB>ID", or "GRADE<TAB>KILLER_GRADE<TAB>ID" for a killer ID, and a count per
# grade on standard error. GRADE is Solo's: Trivial, Basic, Intermediate, Advanced, Extreme,
# Unreasonable, or Ambiguous (several solutions) / Impossible (none); KILLER_GRADE is Solo's
# killer sub-grade: Trivial, Simple, Intermediate, Advanced.
#
# Usage: scripts/gen/solo_grade.sh [FILE...]     (IDs one a line; stdin when no FILE; `#` comments)
#
# Debian's sgt-puzzles ships the games only, not Tatham's standalone solvers, so this script
# builds `solo` with -DSTANDALONE_SOLVER (as his CMake `solver(solo)` rule does) from a LOCAL copy
# of his source; nothing is downloaded. The source, first found of:
#   TATHAM_SRC=DIR     an unpacked source tree (holding solo.c), e.g. `apt-get source sgt-puzzles`
#                      (needs a deb-src line) or any checkout of his git repository
#   TATHAM_GIT=GITDIR  a git repository (bare or not) of his puzzles, read at TATHAM_COMMIT
#                      (default 806ae71, the commit Debian's 20230122.806ae71 package is built
#                      from, so the solver grades as the installed /usr/games/sgt-solo generates)
# The binary is kept as build/compare/solo_solver (SOLVER=PATH to use another); `-v` on it shows
# Tatham's working step by step: build/compare/solo_solver -v 3x3:...; `-g` prints the grade.
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
die() { echo "solo_grade.sh: $*" >&2; exit 2; }
SOLVER=${SOLVER:-build/compare/solo_solver}

build_solver() {
  local work src
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  if [ -n "${TATHAM_SRC:-}" ]; then
    src=$TATHAM_SRC
  elif [ -n "${TATHAM_GIT:-}" ]; then
    git --git-dir="$TATHAM_GIT" archive "${TATHAM_COMMIT:-806ae71}" | tar -x -C "$work" ||
      die "cannot read commit ${TATHAM_COMMIT:-806ae71} of $TATHAM_GIT"
    src=$work
  else
    die "no solver at $SOLVER: set TATHAM_SRC=DIR (an unpacked sgt-puzzles source) or TATHAM_GIT=GITDIR (see docs/benchmarks.md, Sudoku: material and anchors)"
  fi
  [ -f "$src/solo.c" ] || die "no solo.c in $src"
  mkdir -p "$(dirname "$SOLVER")"
  # solo.c with the few common files its solver and parser use (divvy.c makes jigsaw regions).
  (cd "$src" && cc -O2 -DSTANDALONE_SOLVER -I. -o "$work/solo_solver" solo.c divvy.c dsf.c \
    malloc.c misc.c random.c nullfe.c -lm) 2>"$work/cc.log" ||
    die "building Tatham's solver failed: $(tail -3 "$work/cc.log")"
  mv "$work/solo_solver" "$SOLVER"
  echo "solo_grade.sh: built $SOLVER from ${TATHAM_SRC:-$TATHAM_GIT@${TATHAM_COMMIT:-806ae71}}" >&2
}

[ -x "$SOLVER" ] || build_solver

declare -A count
grades=(Trivial Basic Intermediate Advanced Extreme Unreasonable Ambiguous Impossible error)
status=0
while IFS= read -r line || [ -n "$line" ]; do
  id=${line%%#*}
  id=${id//[[:space:]]/}
  [ -z "$id" ] && continue
  out=$("$SOLVER" -g "$id" 2>&1)
  grade=$(sed -n 's/^Difficulty rating: \([A-Za-z]*\).*/\1/p' <<<"$out")
  kgrade=$(sed -n 's/^Killer difficulty: \([A-Za-z]*\).*/\1/p' <<<"$out")
  if [ -z "$grade" ]; then
    grade=error
    status=1
    echo "solo_grade.sh: $id: $out" >&2
  fi
  count[$grade]=$((${count[$grade]:-0} + 1))
  if [ -n "$kgrade" ]; then printf '%s\t%s\t%s\n' "$grade" "$kgrade" "$id"; else printf '%s\t%s\n' "$grade" "$id"; fi
done < <(cat "${@:--}")
summary=""
for g in "${grades[@]}"; do
  [ -n "${count[$g]:-}" ] && summary+="${summary:+, }$g ${count[$g]}"
done
echo "grades: ${summary:-none}" >&2
exit $status
