#!/usr/bin/env python3
"""Riddles written for deduce by writers who had never seen it (ctest
`zebra_english_fresh`).

Each riddle NAME.txt comes with its writer's own brute force, NAME.py
(permutations of every list, each clue as the writer meant it), and
NAME.ans, one line per question: the question, a tab, its answer. The test

1. runs each brute force: it must print one solution (its first line
   starts with the count);
2. runs `deduce solve --format answer` on each riddle: a riddle read must be
   answered as NAME.ans says (an answer may leave out a unit the list wrote
   after its numbers: `51` for `51 minutes`, the full stop of an
   abbreviation: `15s` for `15s.`, and a place's noun before its number:
   `5` for `plot 5`); a refusal, with its place, is
   allowed, a wrong answer never is;
3. prints the score: how many are read right, how many refused, how many
   found to have several solutions (a weaker reading, said as such).

Usage: fresh_test.py DEDUCE [--list]
"""
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def norm(answer):
    a = answer.strip().lower().removesuffix('.')
    return a[4:] if a.startswith('the ') else a


def same(got, want):
    g, w = norm(got), norm(want)
    # (A place answered by its number: `5` for `plot 5`.)
    return g == w or w.startswith(g + ' ') or g.startswith(w + ' ') or \
        (g.isdigit() and re.fullmatch(r'[a-z]+ ' + g, w) is not None)


def main():
    deduce = sys.argv[1]
    listing = '--list' in sys.argv
    right = refused = several = 0
    failures = []
    riddles = sorted(glob.glob(os.path.join(HERE, '*.txt')))
    for path in riddles:
        name = os.path.basename(path)[:-4]
        brute = subprocess.run([sys.executable, os.path.join(HERE, name + '.py')],
                               capture_output=True, text=True, timeout=300)
        count = re.match(r'\s*(\d+)', brute.stdout)
        if brute.returncode != 0 or not count or int(count.group(1)) != 1:
            failures.append(f'{name}: the brute force does not find one solution')
            continue
        wants = [line.split('\t')[1] for line in open(os.path.join(HERE, name + '.ans'),
                                                      encoding='utf-8').read().splitlines()
                 if '\t' in line]
        r = subprocess.run([deduce, 'solve', '--format', 'answer', path],
                           capture_output=True, text=True, timeout=60)
        if r.returncode == 2:
            refused += 1
            verdict = 'refused'
        elif r.returncode != 0:
            several += 1
            verdict = 'several'
        else:
            got = [line.rsplit(': ', 1)[-1] for line in r.stdout.splitlines()]
            if len(got) == len(wants) and all(same(g, w) for g, w in zip(got, wants)):
                right += 1
                verdict = 'right'
            else:
                failures.append(f'{name}: answered {got}, the writer worked out {wants}')
                verdict = 'wrong'
        if listing:
            print(f'{verdict:8} {name}  {r.stderr.strip()[:200]}')
    print(f'{len(riddles)} riddles: {right} right, {several} several, {refused} refused, '
          f'{len(failures)} failed')
    for f in failures:
        print('FAIL', f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
