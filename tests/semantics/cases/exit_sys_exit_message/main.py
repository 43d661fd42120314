import sys

import validate

print("checking input")
data = sys.stdin.read().split()
print("tokens:", data)
validate.check(data)
print("not reached")
