# fmt: off
from typing import NamedTuple


# Raises at run time (NamedTuple takes no keywords): left for Python to report.
class WithKeyword(NamedTuple, total=False):
    x: int
