# fmt: off
# rebound (by another assignment, augmented, global, del, a loop, an import, a walrus),
# bound in a block, read before the binding, or not a short number


def early():
    return LATE


try:
    early()
except NameError:
    print("raised")
LATE = 3
TWICE = 1
TWICE = 2
AUGMENTED = 1
AUGMENTED += 1
GLOBAL = 1


def rebind():
    global GLOBAL
    GLOBAL = 5


rebind()
DELETED = 1
del DELETED
for LOOPED in range(2):
    pass
if True:
    IN_BLOCK = 4
(WALRUS := 6)
from math import pi as IMPORTED
FLAG = True
NOTHING = None
LONG = 1000
NEGATIVE = -1
print(early(), TWICE, AUGMENTED, GLOBAL, LOOPED, IN_BLOCK, WALRUS, IMPORTED, FLAG, NOTHING, LONG, NEGATIVE)
