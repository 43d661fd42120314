import functools
import inspect


def configure(name, *targets, retries=3, verbose=False, **options):
    return name, targets, retries, verbose, options


def validated(func):
    sig = inspect.signature(func)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)
        bound.apply_defaults()
        print("call", dict(bound.arguments))
        return func(*bound.args, **bound.kwargs)

    return wrapper


@validated
def move(piece, dest, *, promote=None):
    return f"{piece}->{dest}{promote or ''}"
