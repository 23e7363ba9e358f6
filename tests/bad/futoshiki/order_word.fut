five
