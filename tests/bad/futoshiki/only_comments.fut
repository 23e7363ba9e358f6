# nothing here

# still nothing
