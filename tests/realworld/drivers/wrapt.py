"""Driver: wrapt, pure-Python path (the `_wrappers` C extension left out, so `wrapt.wrappers`
falls back to its Python `ObjectProxy` and `FunctionWrapper`): transparent object proxies that
forward `__class__`, `__name__`, `__doc__`, `__module__`, signatures and every operator;
decorators that preserve introspection, post-import hooks."""

import inspect

import wrapt


@wrapt.decorator
def traced(wrapped, instance, args, kwargs):
    kind = (
        "function"
        if instance is None
        else ("class" if inspect.isclass(instance) else "method")
    )
    print(
        f"  call {wrapped.__name__} as {kind} args={args} kwargs={sorted(kwargs.items())}"
    )
    return wrapped(*args, **kwargs)


@traced
def add(a, b=2, *, scale=1):
    """Add two numbers."""
    return (a + b) * scale


class Board:
    @traced
    def move(self, frm, to):
        return f"{frm}-{to}"

    @traced
    @classmethod
    def empty(cls):
        return cls.__name__

    @traced
    @staticmethod
    def size():
        return 64


print("result", add(1), add(1, b=5, scale=3))
print(
    "introspection",
    add.__name__,
    add.__qualname__,
    add.__doc__,
    add.__module__,
    str(inspect.signature(add)),
    callable(add),
)
print("methods", Board().move("e2", "e4"), Board.empty(), Board.size(), Board().size())
print(
    "wrapped",
    add.__wrapped__(3, 4),
    type(add).__name__,
    isinstance(add, wrapt.FunctionWrapper),
)


def with_arguments(prefix):
    @wrapt.decorator
    def wrapper(wrapped, instance, args, kwargs):
        return f"{prefix}:{wrapped(*args, **kwargs)}"

    return wrapper


@with_arguments("tag")
def hello(name):
    return f"hello {name}"


print("decorator with arguments", hello("bob"), hello.__name__)


class Proxy(wrapt.ObjectProxy):
    def __init__(self, wrapped):
        super().__init__(wrapped)
        self._self_calls = 0

    def append(self, value):
        self._self_calls += 1
        return self.__wrapped__.append(value * 10)


target = [1, 2]
proxy = Proxy(target)
proxy.append(3)
print(
    "proxy",
    proxy,
    target,
    proxy._self_calls,
    type(proxy).__name__,
    proxy.__class__.__name__,
    isinstance(proxy, list),
    len(proxy),
    proxy[0],
    2 in proxy,
)
number = wrapt.ObjectProxy(7)
print(
    "operators",
    number + 1,
    10 - number,
    number * 2,
    number // 2,
    number % 4,
    -number,
    abs(number),
    number**2,
    number == 7,
    number < 8,
    hash(number) == hash(7),
    int(number),
    float(number),
    bool(number),
)
text = wrapt.ObjectProxy("text")
print(
    "str proxy",
    text.upper(),
    str(text),
    repr(text)[:35].startswith("<ObjectProxy at"),
    text + "!",
    f"{text:>6}",
)
mapping = wrapt.ObjectProxy({"a": 1})
mapping["b"] = 2
print("dict proxy", sorted(mapping.items()), mapping.__wrapped__)
callable_proxy = wrapt.CallableObjectProxy(lambda x: x * 3)
print("callable proxy", callable_proxy(4))
partial = wrapt.PartialCallableObjectProxy(add, 10)
print("partial proxy", partial(b=1))
counted = []


def wrapper(wrapped, instance, args, kwargs):
    counted.append(wrapped.__name__)
    return wrapped(*args, **kwargs)


class Target:
    def run(self, n):
        return n + 1


wrapt.wrap_function_wrapper(Target, "run", wrapper)
print("wrap_function_wrapper", Target().run(1), counted)


@wrapt.synchronized
def locked():
    return "locked ok"


print("synchronized", locked())
print(
    "adapter",
    str(
        inspect.signature(
            wrapt.decorator(adapter=lambda x, y: None)(
                lambda wrapped, instance, args, kwargs: wrapped(*args, **kwargs)
            )(lambda *a: a)
        )
    ),
)
imported = []
wrapt.register_post_import_hook(
    lambda module: imported.append(module.__name__), "colorsys"
)
import colorsys

print("post import hook", imported, colorsys.__name__)
print("implementation", wrapt.ObjectProxy.__module__, wrapt.FunctionWrapper.__module__)
for value in [0, 1, -5, 3.5]:
    p = wrapt.ObjectProxy(value)
    print("numeric proxy", value, p + p, p * 3, round(p), p > 0, p.__wrapped__ is value)
seq = wrapt.ObjectProxy([3, 1, 2])
seq.sort()
print(
    "mutating through proxy",
    seq,
    list(reversed(seq)),
    seq[1:],
    sorted(seq, reverse=True),
)
print(
    "proxy attributes",
    hasattr(seq, "append"),
    getattr(seq, "nope", "absent"),
    dir(seq) == dir([]),
)
