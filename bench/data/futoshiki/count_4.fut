# Latin squares of order 4, empty: 576 solutions
4
0|0|0|0
-------
0|0|0|0
-------
0|0|0|0
-------
0|0|0|0
