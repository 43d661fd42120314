"""Usage: main.py go [--fast]

A command-line bot reads its own usage text, as docopt does.
"""
from __future__ import annotations

import helper

print(__doc__.splitlines()[0])
print(helper.describe())
