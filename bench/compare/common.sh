# Shell helpers shared by the comparison scripts (run.sh, zebra.sh): sourced, not run.

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
