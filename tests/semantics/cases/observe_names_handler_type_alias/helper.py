def f():
    if 0:
        total = 1
    return total
