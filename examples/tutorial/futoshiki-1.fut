# An empty 4x4 grid: every row and every column holds 1 to 4 once.
4
0 | 0 | 0 | 0
- - - - - - -
0 | 0 | 0 | 0
- - - - - - -
0 | 0 | 0 | 0
- - - - - - -
0 | 0 | 0 | 0
