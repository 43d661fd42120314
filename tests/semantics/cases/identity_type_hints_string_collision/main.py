import sys, typing
import a, b
if sys.stdin.read():
    print(typing.get_type_hints(b.f))
