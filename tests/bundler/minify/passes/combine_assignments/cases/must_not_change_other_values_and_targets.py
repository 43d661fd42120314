# fmt: off
# different constants (1, 1.0 and True are equal but not the same), mutable values that
# two statements make twice, attribute and subscript targets, statements in between
class Box:
    pass


box = Box()
one = 1
real = 1.0
flag = True
first = []
second = []
box.a = None
box.b = None
items = [0, 0]
items[0] = 5
items[1] = 5
zero = 0
print(one)
other = 0
print(one, real, flag, first is second, box.a, box.b, items, zero, other)
