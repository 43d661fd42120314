"""Makes `compat.moves` at import time, the way six does: it is no file."""
import sys
import types

moves = types.ModuleType(__name__ + ".moves")
moves.reduce = __import__("functools").reduce
moves.zip_longest = __import__("itertools").zip_longest
sys.modules[moves.__name__] = moves
