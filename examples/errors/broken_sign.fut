# A complete grid whose last sign does not hold: 1 is not greater than 2.
3
1|2|3
-----
2|3|1
----v
3|1|2
