3 a
