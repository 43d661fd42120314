import sys, functools
@functools.singledispatch
def show(x):
    return "obj"
def show_int(x: int):
    return "int"
if sys.stdin.read():
    show.register(show_int)
    print(show(1))
