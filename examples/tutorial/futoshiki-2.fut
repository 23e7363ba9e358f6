# The same grid with six inequality signs.
4
0 | 0 | 0 | 0
- - - - - - -
0 | 0 | 0 | 0
- - - - v - v
0 | 0 < 0 | 0
- - - - - - ^
0 < 0 | 0 < 0
