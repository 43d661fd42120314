import functools

VERBOSE = False
print = functools.partial(print, sep=" - ")  # noqa: A001


def info(*words):
    print("info", *words)


def debug(*words):
    if VERBOSE:
        print("debug", *words)
    else:
        print("debug disabled for", len(words), "words")
