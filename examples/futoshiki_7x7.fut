# A 7x7 Futoshiki with a unique solution (generated, checked with a plain backtracking oracle).
7
0|0|0|0|0|0|0
--v----------
0|0|0|0>0|0>0
^------------
0|0>6|0|0<0|0
------^------
0|0>0>0|0|0|5
--^----------
0|0|0>0|2|0|0
^---------v-^
0|0>0|0|0|0|0
^-----^---v--
0|0|0>0|0<3|0
