3aa
