5 x
