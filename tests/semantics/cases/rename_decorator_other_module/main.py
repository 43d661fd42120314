from decorators import counted, logged, memoize


@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@logged(prefix=">>")
@counted
def move(frm, to, *, promote=None):
    return f"{frm}{to}{promote or ''}"


print(fib(30), "cache entries:", len(fib.cache))
print(move("e7", "e8", promote="q"))
print(move("a2", to="a4"))
print("calls:", move.__wrapped__.calls)
print("unwrapped call:", move.__wrapped__.__wrapped__("b1", "c3"))
print("calls after unwrapped:", move.__wrapped__.calls)
print("doc kept:", fib.__doc__ is None, hasattr(fib, "__wrapped__"))
