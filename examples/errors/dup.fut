# The value 2 twice in row 1.
3
2|0|2
-----
0|0|0
-----
0|0|0
