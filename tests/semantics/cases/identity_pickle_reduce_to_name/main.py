import pickle
import sys


class _Marker:
    def __reduce__(self):
        return "_DEFAULT"


_DEFAULT = _Marker()


def default():
    return _DEFAULT


if sys.stdin.readline().strip() == "go":
    copy = pickle.loads(pickle.dumps(default()))
    print(copy is default())
