import compat
from compat.moves import reduce, zip_longest

print(reduce(lambda a, b: a * b, [1, 2, 3, 4]))
print(list(zip_longest("ab", "xyz", fillvalue="-")))
print(compat.moves.__name__)
