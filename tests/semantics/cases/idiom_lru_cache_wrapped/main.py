from mathx.seq import CALLS, fib, square

print(fib(30), CALLS["fib"])
print(fib.cache_info())
print(fib.__wrapped__(10), CALLS["fib"])
fib.cache_clear()
print(fib.cache_info(), fib.__name__, fib.__wrapped__.__name__)
for n in (2, 3, 2, 4, 3):
    print(square(n))
print(square.cache_info())
