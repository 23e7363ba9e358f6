# The two Latin squares of order 2: no givens, no signs.
2
0|0
---
0|0
