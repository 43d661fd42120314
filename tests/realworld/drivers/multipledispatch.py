"""Driver: multipledispatch (dispatch on the types of positional parameters, given to the
decorator or read from the function's annotations with `inspect.signature`; methods recognised by
a parameter named `self` and collected through `inspect.currentframe().f_back.f_locals`;
a metaclass with `__getitem__` for `Variadic[...]`; ambiguity warnings; namespaces)."""

import warnings
from numbers import Integral, Number

from multipledispatch import Dispatcher, MDNotImplementedError, dispatch
from multipledispatch.conflict import (
    AmbiguityWarning,
    ambiguities,
    ordering,
    supercedes,
)
from multipledispatch.utils import expand_tuples, groupby
from multipledispatch.variadic import Variadic, isvariadic


@dispatch(int, int)
def combine(a, b):
    return ("int+int", a + b)


@dispatch(str, str)
def combine(a, b):
    return ("str+str", a + b)


@dispatch(object, object)
def combine(a, b):
    return ("fallback", repr(a), repr(b))


@dispatch((list, tuple), int)
def combine(seq, n):
    return ("seq*int", list(seq) * n)


@dispatch(Number, Number)
def combine(a, b):
    return ("number", a * b)


for args in [
    (1, 2),
    ("a", "b"),
    (1.5, 2),
    ([1], 2),
    ((1, 2), 2),
    (None, "x"),
    (True, False),
    (2, 2.5),
]:
    print("combine", args, "->", combine(*args))
print("dispatcher", combine.name, type(combine).__name__, len(combine.funcs))
print(
    "resolve",
    combine.dispatch(bool, int).__name__,
    combine.dispatch(float, float) is combine.funcs[(Number, Number)],
)
print("ordering head", [tuple(t.__name__ for t in sig) for sig in combine.ordering[:4]])

ns = {}


@dispatch(namespace=ns)
def area(shape: dict) -> float:
    return float(shape["w"] * shape["h"])


@dispatch(namespace=ns)
def area(radius: float):
    return round(3.14159 * radius * radius, 3)


@dispatch(namespace=ns)
def area(side: int, times: int):
    return side * side * times


print("annotations", area({"w": 2, "h": 3}), area(2.0), area(3, 2), sorted(ns))
try:
    area("square")
except NotImplementedError as error:
    print("not implemented |", error)


class Vector:
    @dispatch(int, int)
    def __init__(self, x, y):
        self.xy = (x, y)

    @dispatch(tuple)
    def __init__(self, pair):
        self.xy = tuple(pair)

    @dispatch(object)
    def scale(self, k):
        return ("generic scale", k)

    @dispatch(int)
    def scale(self, k):
        return Vector(self.xy[0] * k, self.xy[1] * k).xy

    def __repr__(self):
        return f"Vector{self.xy}"


print(
    "methods",
    Vector(1, 2),
    Vector((3, 4)),
    Vector(1, 2).scale(3),
    Vector(1, 2).scale("x"),
)
print("method dispatcher", type(Vector.__dict__["scale"]).__name__, Vector.scale.name)


@dispatch(Variadic[int])
def total(*xs):
    return ("ints", sum(xs))


@dispatch(str, Variadic[(int, float)])
def total(label, *xs):
    return (label, sum(xs))


print("variadic", total(1, 2, 3), total("mixed", 1, 2.5), total())
print(
    "variadic types",
    isvariadic(Variadic[int]),
    isvariadic(int),
    Variadic[int] == Variadic[int],
)
print(
    "variadic subclass", issubclass(bool, Variadic[int]), issubclass(str, Variadic[int])
)

handler = Dispatcher("handler")


@handler.register(int)
def _(x):
    if x < 0:
        raise MDNotImplementedError()
    return ("non-negative int", x)


@handler.register(Integral)
def _(x):
    return ("integral", x)


print("MDNotImplementedError falls through", handler(5), handler(-5))
print("help", handler.help().splitlines()[0] if handler.help() else None)

print("--- ambiguity")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    amb = Dispatcher("amb")
    amb.add((object, int), lambda a, b: "object,int")
    amb.add((int, object), lambda a, b: "int,object")
    result = amb(1, 1)
print("ambiguous call", result in ("object,int", "int,object"))
print("warnings", [w.category is AmbiguityWarning for w in caught], len(caught))
print("ambiguities", len(ambiguities([(object, int), (int, object)])))
print("supercedes", supercedes((int,), (object,)), supercedes((object,), (int,)))
print(
    "ordering",
    [
        tuple(t.__name__ for t in s)
        for s in ordering([(object,), (int,), (bool,), (Number,)])
    ],
)
print("expand_tuples", expand_tuples([int, (str, float)]))
print("groupby", groupby(len, ["a", "bb", "c"]))
try:
    Dispatcher("bad").add((1,), lambda x: x)
except TypeError as error:
    print("bad signature |", str(error).splitlines()[0])
print("done")
