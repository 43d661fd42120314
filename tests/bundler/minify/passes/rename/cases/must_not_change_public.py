# fmt: off
# options: mode=library
import os
from collections import OrderedDict

LIMIT = 3


def first(items, count=LIMIT):
    return items[:count]


class Store(OrderedDict):
    def put(self, key, value):
        self[key] = value
        return os.sep


print(first([1, 2, 3, 4]), Store().put("k", 1))
