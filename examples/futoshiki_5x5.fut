# The 5x5 puzzle of shared/formats/futoshiki.md: exactly one solution.
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
