# The 5x5 puzzle of docs/futoshiki.md ("The grid format"): exactly one solution.
5
0 > 0 | 0 | 0 | 0
- - - - - - ^ - v
0 | 0 | 0 | 0 | 0
- - - - - - - - v
0 > 0 | 1 | 0 | 0
v - v - - - - - -
0 | 0 | 0 < 0 | 0
- - - - - - - - -
0 | 0 | 0 < 0 < 0
