import functools


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print(f"-> {func.__qualname__} with {len(args)} args")
        return func(*args, **kwargs)

    return wrapper


def plain(func):
    def inner(*args):
        return func(*args)

    return inner
