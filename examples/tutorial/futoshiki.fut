# The finished puzzle: six signs and two given numbers.
4
2 | 0 | 0 | 3
- - - - - - -
0 | 0 | 0 | 0
- - - - v - v
0 | 0 < 0 | 0
- - - - - - ^
0 < 0 | 0 < 0
