#!/usr/bin/env python3
"""Compares `deduce grade` with Tatham's own Solo grades, ID by ID.

Usage: scripts/gen/solo_agreement.py GRADES.TSV [DEDUCE] [--show N]

GRADES.TSV is what scripts/gen/solo_grade.sh writes: GRADE<TAB>ID, or
GRADE<TAB>KILLER_GRADE<TAB>ID for a killer ID (bench/data/sudoku/solo/grades.tsv is one).
DEDUCE is the binary (default build/deduce). Prints the agreement over all IDs, then each
(parameters, grade) pair that is not all equal, then up to N disagreeing IDs (default 20) with
Tatham's grade and ours. Exit 0 when every ID agrees, 1 otherwise.

deduce names a killer puzzle's grade "extreme, killer advanced": Solo's grade, then his killer
sub-grade; the comparison lower-cases Tatham's names to match.
"""
import collections
import json
import subprocess
import sys


def main():
    args = [a for a in sys.argv[1:]]
    show = 20
    if "--show" in args:
        i = args.index("--show")
        show = int(args[i + 1])
        del args[i : i + 2]
    if not args:
        sys.exit(__doc__)
    deduce = args[1] if len(args) > 1 else "build/deduce"
    rows = []
    for line in open(args[0]):
        f = line.rstrip("\n").split("\t")
        if len(f) == 3:
            rows.append((f[0].lower(), f[1].lower(), f[2]))
        elif len(f) == 2:
            rows.append((f[0].lower(), None, f[1]))
    ids = "".join(r[2] + "\n" for r in rows)
    out = subprocess.run(
        [deduce, "grade", "--format", "jsonl", "-"], input=ids, capture_output=True, text=True
    ).stdout
    results = [json.loads(l) for l in out.splitlines() if l.strip()]
    results = [r for r in results if r.get("record") == "result"]
    if len(results) != len(rows):
        sys.exit(f"{len(rows)} IDs but {len(results)} results")
    tally = collections.defaultdict(lambda: [0, 0])
    wrong = []
    for (grade, killer, gid), r in zip(rows, results):
        got = (r.get("explained") or {}).get("grade", "(none)")
        want = grade + (", killer " + killer if killer else "")
        key = (gid.split(":")[0], grade)
        tally[key][1] += 1
        if got == want:
            tally[key][0] += 1
        else:
            wrong.append((want, got, gid))
    agree = sum(v[0] for v in tally.values())
    print(f"agree {agree}/{len(rows)} = {100.0 * agree / len(rows):.1f}%")
    for key in sorted(tally):
        if tally[key][0] != tally[key][1]:
            print(f"  {key[0]} {key[1]}: {tally[key][0]}/{tally[key][1]}")
    for w in wrong[:show]:
        print("\t".join(w))
    return 0 if not wrong else 1


if __name__ == "__main__":
    sys.exit(main())
