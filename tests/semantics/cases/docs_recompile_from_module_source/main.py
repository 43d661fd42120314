from rewrite import checked


@checked
def half(n):
    return n // 2


@checked
def double(n):
    return n * 2


for function, value in ((half, 10), (double, 4), (half, -3), (double, -1)):
    try:
        print(function.__name__, function(value))
    except ValueError as error:
        print(function.__name__, "refused:", error)
