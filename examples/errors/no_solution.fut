# Valid givens, but no solution: 1 and 2 cannot both take the diagonal.
2
1|0
---
0|2
