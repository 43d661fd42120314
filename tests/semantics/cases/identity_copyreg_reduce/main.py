import copy
import copyreg
import pickle

from vec import Vector, make_vector
from vec.money import Money


def reduce_vector(v):
    return make_vector, (v.x, v.y)


copyreg.pickle(Vector, reduce_vector)
v = Vector(3, 4)
print(pickle.dumps(v, 2))
print(pickle.loads(pickle.dumps(v)))
print(copy.copy(v), copy.deepcopy([v, v]))
m = Money(1250, "EUR")
print(m.__reduce__()[0].__qualname__)
print(pickle.dumps(m, 2))
print(pickle.loads(pickle.dumps(m)), copy.deepcopy(m))
