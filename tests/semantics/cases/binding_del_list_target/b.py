value = 2
other = 3
del [value], (other,)
