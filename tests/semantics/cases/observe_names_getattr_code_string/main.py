import sys
def combine(first_value, second_value):
    total_sum = first_value + second_value
    return total_sum
if sys.stdin.readline().strip() == "go":
    print(getattr(combine, "__code__").co_nlocals, getattr(getattr(combine, "__code__"), "co_varnames"))
print(combine(1, 2))
