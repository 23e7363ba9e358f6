# Cells filled in for examples/futoshiki_5x5.fut: r2c2 is wrong (the solution has 5).
5
3|2|0|0|0
---------
0|4|0|0|0
---------
0|0|1|0|0
---------
0|0|0|0|0
---------
0|0|0|0|0
