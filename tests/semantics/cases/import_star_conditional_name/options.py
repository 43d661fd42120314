import sys

TEXT = sys.stdin.read()
if not TEXT:
    helper = "from options"
if TEXT.startswith("verbose"):
    level = 2
else:
    level = 1
