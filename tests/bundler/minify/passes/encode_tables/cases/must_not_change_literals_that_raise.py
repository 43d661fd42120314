# fmt: off
# a display that raises when run (an unhashable key, a bad operand) is no table: it stays
try:
    UNHASHABLE = {[1, 2]: "x", 3: 4, 5: 6, 7: 8, 9: 10, 11: 12, 13: 14, 15: 16, 17: 18}
except TypeError as error:
    print(error)
try:
    NEGATED = [-"a", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
except TypeError as error:
    print(error)
