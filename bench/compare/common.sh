# shellcheck shell=bash
# Shell helpers shared by the comparison scripts (run.sh, zebra.sh, river.sh, uniqueness_look.sh,
# instructions.sh): sourced, not run.

now_ns() { date +%s%N; }

# Median of the numbers on stdin ("nan" when there are none).
median() {
  sort -g | awk '{ v[NR] = $1 } END {
    if (NR == 0) { print "nan"; exit }
    if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Median of column $1 of stdin (numeric).
median_col() { awk -v col="$1" '{ print $col }' | median; }

# Formats seconds for people: 12.3 us, 4.56 ms, 7.89 s.
human() {
  awk -v s="$1" 'BEGIN {
    if (s == "nan" || s == "") { print "n/a"; exit }
    if (s < 1e-3) printf "%.1f us\n", s * 1e6
    else if (s < 1) printf "%.2f ms\n", s * 1e3
    else printf "%.2f s\n", s }'
}

# deduce's command layer changed in issue 10 (`--first`, `--format jsonl`, one JSON document for
# `--format json`, exit 3 when --limit cuts the work). The scripts can time a deduce from before
# it side by side (DEDUCE_BEFORE), so they ask each binary which layer it has:
#   current   issue 10's: `solve --help` lists --first
#   before10  the earlier one: `--format json` wrote one object per puzzle a line
deduce_cli() { if "$1" solve --help 2>&1 | grep -q -- '--first'; then echo current; else echo before10; fi; }

# The format that writes one JSON object per puzzle a line, for a command layer.
deduce_jsonl_format() { if [ "$1" = current ]; then echo jsonl; else echo json; fi; }

# deduce's flags for a comparison mode, one a line (read them with mapfile):
#   unique  solve and prove unique: stop at the second solution (--limit 2, searched to the end
#           like Gecode's --unique; since issue 10 deduce exits 3 when it finds the second)
#   first   the first solution only: since issue 10 plain `solve` also looks for a second one
#           (bounded), so `--first` is the like-for-like flag against a peer's first solution
#   count   count every solution
#   look    issue 10's default `solve`: a solution and a bounded look for a second (no flag)
deduce_mode_flags() {  # cli mode
  case $2 in
    unique) printf '%s\n' --limit 2 ;;
    first) if [ "$1" = current ]; then echo --first; fi ;;
    count) echo --count ;;
    look) ;;
    *) echo "deduce_mode_flags: unknown mode $2" >&2; return 2 ;;
  esac
}

# Flat per-puzzle lines (status solved/no_solution/limit/..., count, nodes, seconds) from deduce's
# JSON output of either command layer, on stdin: see deduce_results.py.
deduce_results() { python3 "$(dirname "${BASH_SOURCE[0]}")/deduce_results.py"; }

# Whether an exit code of `deduce solve` is one the comparison expects: 0 solved, 1 no solution,
# 3 a limit stopped the work (since issue 10 also --limit 2 finding its second solution);
# 2 (bad input or usage) and anything else (a crash, `timeout`'s 124) are not.
deduce_exit_ok() { case $1 in 0 | 1 | 3) return 0 ;; *) return 1 ;; esac; }
