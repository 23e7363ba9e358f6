# Cells filled in so far for examples/futoshiki_5x5.fut, all right:
# deduce hint --entered examples/hint/entered_5x5.fut examples/futoshiki_5x5.fut
5
3|2|0|0|0
---------
0|0|0|0|0
---------
0|0|1|0|0
---------
0|0|0|0|0
---------
0|0|0|0|0
