import functools
import sys

from log import debug, info

print = functools.partial(print, sep=" | ", flush=True)  # noqa: A001

print("main", "uses", "pipes")
info("module", "uses", "dashes")
debug("hidden")
print("main again", 2)
sys.stdout.flush()
