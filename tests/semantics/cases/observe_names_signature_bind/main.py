import inspect

from tools import configure, move

sig = inspect.signature(configure)
print(sig)
for param in sig.parameters.values():
    print(param.name, param.kind.name, param.default)
bound = sig.bind("db", "a", "b", verbose=True, color="red")
print(bound.arguments)
print(bound.args, bound.kwargs)
try:
    sig.bind(retries=1)
except TypeError as error:
    print("TypeError:", error)
print(inspect.signature(move))
print(move("N", "f3"))
print(move("P", dest="e8", promote="Q"))
try:
    move("K")
except TypeError as error:
    print("TypeError:", error)
