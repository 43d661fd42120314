"""Driver: deprecated + wrapt (decorators warning with `warnings.warn` and a category, a
`stacklevel` pointing at the caller, versions and reasons in messages, Sphinx directives
appended to docstrings; warnings captured and printed without file names)."""

import warnings

from deprecated import deprecated
from deprecated.sphinx import (
    deprecated as sphinx_deprecated,
    versionadded,
    versionchanged,
)


@deprecated
def old():
    return "old result"


@deprecated(reason="use new_function", version="1.2.0")
def older(x):
    """Compute something."""
    return x * 2


@deprecated(reason="whole class", category=FutureWarning)
class Legacy:
    def __init__(self, value):
        self.value = value


class Engine:
    @deprecated(reason="call run()")
    def start(self):
        return "started"

    @classmethod
    @deprecated(version="2.0")
    def build(cls):
        return cls.__name__


@sphinx_deprecated(version="1.0", reason="gone soon")
def documented():
    """Documented function."""
    return 1


@versionadded(version="0.9", reason="first appearance")
def added():
    """Added function."""


@versionchanged(version="1.1", reason="behaviour changed")
def changed():
    """Changed function."""


@deprecated(action="error")
def fatal():
    return "unreachable"


@deprecated(action="once", reason="once only")
def once():
    return "once"


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(
        "results",
        old(),
        older(4),
        Legacy(5).value,
        Engine().start(),
        Engine.build(),
        documented(),
    )
    for _ in range(3):
        once()
    try:
        fatal()
    except DeprecationWarning as error:
        print("fatal raised", type(error).__name__, error)
for warning in caught:
    print("warning", warning.category.__name__, warning.message)
print(
    "names",
    old.__name__,
    older.__name__,
    older.__doc__,
    Legacy.__name__,
    Engine.start.__name__,
)
print("sphinx docs")
for function in [documented, added, changed]:
    print(function.__name__, repr(function.__doc__))
print("module", old.__module__, older.__qualname__, Engine.start.__qualname__)
for reason, version, category in [
    ("r1", None, DeprecationWarning),
    (None, "3.0", PendingDeprecationWarning),
    ("r3", "4.1", UserWarning),
    ("r4", None, FutureWarning),
]:
    kwargs = {
        k: v
        for k, v in [("reason", reason), ("version", version), ("category", category)]
        if v is not None
    }

    @deprecated(**kwargs)
    def made(n):
        return n + 1

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        print("made", made(1), [(w.category.__name__, str(w.message)) for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")
    for _ in range(3):
        old()
    print("default filter shows once per place", len(caught))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print("ignored", older(21))
print("wrapped", old.__wrapped__(), type(old).__name__)
print(
    "extra_stacklevel",
    deprecated(reason="x", extra_stacklevel=1)(lambda: "lambda ok")(),
)
print(
    "class __new__ wrapped",
    Legacy.__new__ is not object.__new__,
    isinstance(Legacy(1), Legacy),
)
print(
    "sphinx line_length",
    sphinx_deprecated(version="5", reason="a " * 50, line_length=40)(
        lambda: None
    ).__doc__,
)
