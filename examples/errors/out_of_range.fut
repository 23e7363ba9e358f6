# A 7 in a 3x3 grid: check calls it invalid, solve rejects it as bad input.
3
1|2|3
-----
2|7|1
-----
3|1|2
