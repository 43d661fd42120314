try:
    from .version import version as __version__  # written by a build step, absent here
except ImportError as error:
    __version__ = "unknown"
    missing = error.name

try:
    from ._speedups import fast_sum  # an optional C extension
except ImportError:
    def fast_sum(values):
        return sum(values)
