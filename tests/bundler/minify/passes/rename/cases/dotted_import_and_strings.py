# fmt: off
import os.path
import collections as containers


def join(parts):
    counts = containers.Counter(parts)
    return os.path.join(*parts), getattr(counts, "most_common")(1)


print(join(["a", "b", "a"]))
# output
import os.path
import collections as b

def a(a):
    c = b.Counter(a)
    return (os.path.join(*a), getattr(c, 'most_common')(1))
print(a(['a', 'b', 'a']))
