import sys
if not sys.stdin.read():
    sys.exit(0)
import os
def g():
    yield 1
c = g().gi_code
print(os.path.basename(c.co_filename), [l for *_, l in c.co_lines()])
