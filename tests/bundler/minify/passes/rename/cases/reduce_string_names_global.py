# fmt: off
class Marker:
    def __reduce__(self):
        return "_DEFAULT_MARKER"


_DEFAULT_MARKER = Marker()
other_marker = Marker()
print(_DEFAULT_MARKER is not other_marker)
# output
class a:
    def __reduce__(a):
        return "_DEFAULT_MARKER"


_DEFAULT_MARKER = a()
b = a()
print(_DEFAULT_MARKER is not b)
