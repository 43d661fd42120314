import functools


def counted(function):
    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return function(*args, **kwargs)

    wrapper.calls = 0
    return wrapper


def logged(prefix="--"):
    def decorate(function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            shown = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in sorted(kwargs.items())]
            result = function(*args, **kwargs)
            print(prefix, ", ".join(shown), "->", repr(result))
            return result

        return wrapper

    return decorate


def memoize(function):
    cache = {}

    @functools.wraps(function)
    def wrapper(n):
        if n not in cache:
            cache[n] = function(n)
        return cache[n]

    wrapper.cache = cache
    return wrapper
