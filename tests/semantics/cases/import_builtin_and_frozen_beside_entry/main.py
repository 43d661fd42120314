import itertools
import sys
import time

import __hello__
import helper

print(type(time.monotonic()).__name__, hasattr(time, "LOCAL"), hasattr(itertools, "LOCAL"))
print(list(itertools.islice(itertools.count(3), 2)))
print(hasattr(__hello__, "LOCAL"), __hello__.__spec__.origin)
for line in sys.stdin:
    print(helper.shout(line.strip()), __hello__.initialized)
