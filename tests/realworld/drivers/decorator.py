"""Driver: decorator (one module: signature-preserving decorators built by generating source
text and compiling it with `exec` into a function whose `__name__`, `__doc__`, `__wrapped__`
and signature are copied from the decorated one; `decorate`, `decorator`, `dispatch_on`,
`contextmanager`)."""

import inspect

from decorator import FunctionMaker, contextmanager, decorate, decorator, dispatch_on


@decorator
def trace(func, *args, **kwargs):
    print(f"  calling {func.__name__} with {args} {sorted(kwargs.items())}")
    return func(*args, **kwargs)


@trace
def area(width, height=2, *rest, unit="m", **extra):
    """Area of a rectangle."""
    return f"{width * height}{unit}"


print("call", area(3), area(3, 4, unit="cm"))
print(
    "signature",
    inspect.signature(area),
    area.__name__,
    area.__doc__,
    area.__wrapped__.__name__,
    inspect.getfullargspec(area).args,
)


@decorator
def memo(func, cache=None, *args, **kwargs):
    cache = cache if cache is not None else func.__dict__.setdefault("_cache", {})
    key = args
    if key not in cache:
        cache[key] = func(*args, **kwargs)
    return cache[key]


@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(
    "memo",
    fib(30),
    len(fib.__wrapped__._cache) if hasattr(fib.__wrapped__, "_cache") else "-",
)


def timing_free(func, *args, **kwargs):
    result = func(*args, **kwargs)
    return ("wrapped", result)


def plain(a, b):
    "plain doc"
    return a - b


decorated = decorate(plain, timing_free)
print(
    "decorate",
    decorated(5, 3),
    decorated.__name__,
    decorated.__doc__,
    inspect.signature(decorated),
)


@decorator
def with_param(func, prefix="*", *args, **kwargs):
    return prefix + str(func(*args, **kwargs))


@with_param(prefix="#")
def answer():
    return 42


print("decorator factory", answer(), with_param.__name__)
made = FunctionMaker.create(
    "sumit(a, b=1)", "return a + b", {}, doc="made doc", module="made_module"
)
print(
    "FunctionMaker",
    made(2, 3),
    made.__name__,
    made.__doc__,
    made.__module__,
    inspect.signature(made),
)


@contextmanager
def tag(name):
    print(f"  <{name}>")
    yield name.upper()
    print(f"  </{name}>")


with tag("b") as value:
    print("  inside", value)


@tag("deco")
def inside_context():
    print("  function body")


inside_context()


class Shape:
    pass


class Circle(Shape):
    pass


class Square(Shape):
    pass


@dispatch_on("a", "b")
def collide(a, b):
    return "generic"


@collide.register(Circle, Square)
def collide_cs(a, b):
    return "circle-square"


@collide.register(Shape, Shape)
def collide_ss(a, b):
    return "shape-shape"


print(
    "dispatch",
    collide(Circle(), Square()),
    collide(Square(), Circle()),
    collide(1, 2),
    len(collide.typemap),
)
print("dispatch info", collide.dispatch_info(Circle, Square), collide.__name__)
try:
    area()
except TypeError as error:
    print("TypeError", error)
print("kwsyntax", inspect.signature(trace), trace.__name__)
for n in [5, 10, 20]:
    print("fib", n, fib(n))


@decorator
def check_positive(func, *args, **kwargs):
    if any(isinstance(a, (int, float)) and a < 0 for a in args):
        raise ValueError(f"{func.__name__}: negative argument")
    return func(*args, **kwargs)


@check_positive
def root(x, exponent=2):
    return x ** (1 / exponent)


for value in [4, 9.0, -1]:
    try:
        print("root", value, root(value))
    except ValueError as error:
        print("root", value, "ValueError", error)
print("root signature", inspect.signature(root), root.__qualname__, root.__module__)


class Account:
    def __repr__(self):
        return "Account()"

    @trace
    def deposit(self, amount, note=""):
        return amount


print("method", Account().deposit(5, note="x"), inspect.signature(Account.deposit))
print("lambda", decorate(lambda q: q * 2, timing_free)(21))


@trace
def gen(n):
    yield from range(n)


print("generator", list(gen(3)), inspect.isgeneratorfunction(gen))
