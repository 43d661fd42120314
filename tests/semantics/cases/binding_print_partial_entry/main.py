import builtins
import functools
import sys

import reporter

print = functools.partial(print, flush=True)  # noqa: A001

print("turn", 1, sep=": ")
print("scores", *[3, 1, 4], sep=",", end=";\n")
reporter.report("module print is the builtin")
print("wraps the builtin:", print.func is builtins.print)
print("keywords:", sorted(print.keywords))
sys.stdout.write("raw write\n")
print("done")
