# fmt: off
import math
TABLE = [1, 2, 3]
def unused():
    return 1
print(sorted(dir()))
