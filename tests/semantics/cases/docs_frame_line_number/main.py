import sys
a = 1
b = 2
print(sys._getframe().f_lineno)
