"""Real-world corpus: pure-Python PyPI libraries vendored next to a driver, bundled, and compared
with running from sources — the way a CodinGame bot author vendors a library into a bot.

Each case is one library and one mode. The test builds a fresh case root in a temporary folder:
the driver `drivers/<case>.py` copied as `main.py`, and next to it a copy of every module the
library needs, taken from where it is installed in this environment (`importlib.util.find_spec`:
a package folder, copied whole without `__pycache__`, or a single module file). It then runs
`main.py` from its sources (`tests.differential.run_sources`), bundles it
(`tests.differential.bundle(root, "main.py", out, FLAG)`, which also passes a large
`--size-limit`: the corpus tests behaviour, not size) in each mode, `--keep-names` and `--pretty`,
runs the bundle alone (`tests.differential.run_bundle`) and requires the same stdout and exit
status (stderr is not compared; a failure shows a unified diff). The test appends to the driver a
line naming every vendored module imported from a site-packages folder: it must name none from
the sources, and since the bundle runs with the venv's site-packages on `sys.path`, a bundle that
failed to embed a module and picked up the installed copy differs there instead of passing
silently. A case whose library is not installed is skipped with the reason; nothing else is ever
skipped.

The drivers are deterministic: no clock, no addresses in output, only seeded random numbers, and
no output that depends on the iteration order of sets of strings (`-E` leaves `str` hashing
randomised). Each exercises a good part of its library's public API and prints a transcript of
roughly 30 to 150 lines.

The libraries are pinned in the `test` extra of `pyproject.toml`
(`pip install -e '.[test]'`). Pinned versions and what each stresses in a bundler:

=================  ==============  ===============================================================
case               version         vendored modules: what it stresses
=================  ==============  ===============================================================
sortedcontainers   2.4.0           sortedcontainers: package re-exports, bisect-heavy classes
more_itertools     11.2.1          more_itertools: `from .more import *` re-exports, `__all__`
pyparsing          3.3.3           pyparsing: large package, metaclass-free class hierarchy,
                                   module aliases (`pyparsing.common`), packrat caching
chess              1.11.2          chess: `chess.pgn`/`chess.svg`/`chess.variant`/`polyglot`
                                   submodules, dataclasses, enums, `from __future__`
bidict             0.24.1          bidict + typing_extensions 4.16.0 (a dependency on
                                   Python < 3.12, imported under a version check);
                                   `__module__` rewritten through `locals()`
toolz              1.2.0           toolz: star re-exports, `toolz.curried` built by loops over
                                   `globals()`, signature registry, module `__getattr__`
cachetools         8.0.1           cachetools: name-mangled class privates, decorators
tabulate           0.10.0          tabulate: optional `wcwidth` import in try/except ImportError,
                                   relative import of a missing `.version` module, metadata lookup
attrs              26.1.0          attr + attrs: methods generated with `compile`/`eval`,
                                   module `__getattr__` for metadata, `attrs` re-exporting `attr`
six                1.17.0          six (one module): lazy `six.moves` served by a
                                   `sys.meta_path` importer, metaclass helpers, `exec_`
frozendict         2.5.1           frozendict: optional C extension import with fallback,
                                   `globals()`/`import_module(__name__)`, json monkeypatching
simpleeval         1.0.8           simpleeval (one module): `__builtins__` probing, ast walking
parse              1.22.4          parse: a module-level `compile` shadowing the builtin, a
                                   function named like its package, generated regexes
dateutil           2.9.0.post0     dateutil + six 1.17.0: `from six.moves import ...`, package
                                   `__getattr__` doing `importlib.import_module`
boltons            26.2.0          boltons: `try: from .typeutils import ... except ImportError`
                                   in most modules, functions built with `exec`
natsort            8.4.0           natsort: optional fastnumbers/PyICU imports,
                                   `if "try_float" not in globals()`, enum flags
intervaltree       3.2.1           intervaltree + sortedcontainers 2.4.0: a package and its
                                   submodule share the name `intervaltree`
networkx           3.6.1           networkx: ~290 modules through chains of star imports, `argmap`
                                   decorators compiling generated source, backend entry points read
                                   with `importlib.metadata` at import, `lazy_imports`, package
                                   `__getattr__` (a 3-4 MB bundle)
mpmath             1.4.1           mpmath: the package sets `sys.modules[__name__].__class__`,
                                   module `__getattr__`, optional gmpy2 under an `os.environ`
                                   test, series code generated and `exec`'d with `globals()`
constraint         1.4.0           constraint (python-constraint): Python 2 `compat` module under
                                   `sys.version_info` tests, generator-based solvers
funcy              2.1             funcy: 13 star imports, then `__all__` rebuilt from
                                   `sys.modules['funcy.' + m]`; decorators reading the decorated
                                   function's arguments by name through `__code__.co_varnames`
pydash             8.1.0           pydash + typing_extensions 4.16.0: `Chain` looks functions up by
                                   name on the package held as a class attribute, iteratees called
                                   with as many arguments as `inspect.signature` shows
multipledispatch   1.0.0           multipledispatch: dispatch on annotations read with
                                   `inspect.signature`, methods collected through
                                   `inspect.currentframe().f_back.f_locals`, a `__getitem__`
                                   metaclass (`Variadic[int]`)
toml               0.10.2          toml: absolute self-imports, Python 2 shims probing `unicode`
                                   with `except NameError`, encoders keyed by type
tomli              2.1.0           tomli (the last release without mypyc wheels):
                                   `TOMLDecodeError.__module__ = __name__`, import-time regexes
idna               3.20            idna: a 240 kB generated table imported lazily inside a
                                   function, `codecs.register` at import of `idna.codec`
packaging          26.3            packaging: module-level `__dir__`, `sys.implementation` and
                                   version tests choosing a regex, `TYPE_CHECKING` imports
docopt             0.6.2           docopt (one module): `docopt(__doc__)`, the usage read from the
                                   entry module's and a function's docstrings
sortedcollections  2.1.0           sortedcollections + sortedcontainers 2.4.0: a module
                                   `ordereddict` defining its own `OrderedDict`, `dict.__setitem__`
                                   as a default argument, copy and pickle through `__reduce__`
=================  ==============  ===============================================================

Not in the corpus: prettytable (needs wcwidth >= 0.3.5; installing wcwidth would silently change
what the tabulate case tests, its `except ImportError` fallback) and pyrsistent (its wheel for
CPython 3.11 holds the C extension `pvectorc`, a top-level module outside the package folder).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import shutil
from pathlib import Path

import pytest

from tests.differential import bundle, difference, run_bundle, run_sources

DRIVERS = Path(__file__).parent / "drivers"
ENTRY = "main.py"
LEAK_LABEL = "vendored modules imported from site-packages:"

# case (= driver name) -> (distribution pinned in pyproject.toml, modules vendored next to main.py)
LIBRARIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "sortedcontainers": ("sortedcontainers", ("sortedcontainers",)),
    "more_itertools": ("more-itertools", ("more_itertools",)),
    "pyparsing": ("pyparsing", ("pyparsing",)),
    "chess": ("chess", ("chess",)),
    "bidict": ("bidict", ("bidict", "typing_extensions")),
    "toolz": ("toolz", ("toolz",)),
    "cachetools": ("cachetools", ("cachetools",)),
    "tabulate": ("tabulate", ("tabulate",)),
    "attrs": ("attrs", ("attr", "attrs")),
    "six": ("six", ("six",)),
    "frozendict": ("frozendict", ("frozendict",)),
    "simpleeval": ("simpleeval", ("simpleeval",)),
    "parse": ("parse", ("parse",)),
    "dateutil": ("python-dateutil", ("dateutil", "six")),
    "boltons": ("boltons", ("boltons",)),
    "natsort": ("natsort", ("natsort",)),
    "intervaltree": ("intervaltree", ("intervaltree", "sortedcontainers")),
    "networkx": ("networkx", ("networkx",)),
    "mpmath": ("mpmath", ("mpmath",)),
    "constraint": ("python-constraint", ("constraint",)),
    "funcy": ("funcy", ("funcy",)),
    "pydash": ("pydash", ("pydash", "typing_extensions")),
    "multipledispatch": ("multipledispatch", ("multipledispatch",)),
    "toml": ("toml", ("toml",)),
    "tomli": ("tomli", ("tomli",)),
    "idna": ("idna", ("idna",)),
    "packaging": ("packaging", ("packaging",)),
    "docopt": ("docopt", ("docopt",)),
    "sortedcollections": (
        "sortedcollections",
        ("sortedcollections", "sortedcontainers"),
    ),
}
MODES = {"keep-names": ("--keep-names",), "pretty": ("--pretty",)}


def locate(module: str) -> Path | None:
    """Where `module` is installed: its package folder or its module file; None if absent."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        folders = list(spec.submodule_search_locations)
        return Path(folders[0]) if len(folders) == 1 else None
    if spec.origin and spec.origin.endswith(".py"):
        return Path(spec.origin)
    return None  # a built-in or an extension module: not vendorable


def vendor(case: str, root: Path) -> None:
    """Make a case root: the driver as main.py and a copy of every module it needs."""
    _distribution, modules = LIBRARIES[case]
    root.mkdir(parents=True)
    for module in modules:
        where = locate(module)
        if where is None:
            pytest.skip(f"{module} (needed by the {case} driver) is not installed")
        if where.is_dir():
            shutil.copytree(
                where,
                root / where.name,
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
            )
        else:
            shutil.copyfile(where, root / where.name)
    driver = (DRIVERS / f"{case}.py").read_text(encoding="utf-8")
    (root / ENTRY).write_text(driver + epilogue(modules), encoding="utf-8")


def epilogue(modules: tuple[str, ...]) -> str:
    """Code appended to the driver: name every vendored module that was imported from the
    environment's site-packages instead of the case root (sources) or the bundle itself. The
    bundle runs with the venv's site-packages on `sys.path`, so a module the bundler failed to
    embed could otherwise be imported from there silently and the case would pass falsely.
    """
    return f"""

import sys as _realworld_sys

print(
    "{LEAK_LABEL}",
    sorted(
        _name
        for _name, _module in list(_realworld_sys.modules.items())
        if _name.split(".")[0] in {sorted(modules)!r}
        and "-packages" in str(getattr(_module, "__file__", None) or "")
    ),
)
"""


def versions(case: str) -> str:
    distribution, _modules = LIBRARIES[case]
    try:
        return f"{distribution} {importlib.metadata.version(distribution)}"
    except importlib.metadata.PackageNotFoundError:
        return f"{distribution} (no metadata)"


def test_every_driver_is_listed():
    assert sorted(p.stem for p in DRIVERS.glob("*.py")) == sorted(LIBRARIES)


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("case", list(LIBRARIES))
def test_bundle_behaves_like_sources(case: str, mode: str, tmp_path: Path):
    root = tmp_path / "case"
    vendor(case, root)
    expected = run_sources(root, ENTRY)
    assert expected.status == 0, (
        f"the {case} driver fails from its sources ({versions(case)}):\n"
        + expected.messages()
    )
    assert f"{LEAK_LABEL} []" in expected.stdout, (
        f"the {case} driver imports a vendored module from site-packages, not the case root:\n"
        + expected.stdout[-2000:]
    )

    output = tmp_path / "bundle.py"
    built = bundle(root, ENTRY, output, *MODES[mode])
    assert built.status == 0 and output.is_file(), (
        f"bundling {case} ({versions(case)}) with {' '.join(MODES[mode])} failed:\n"
        + built.messages()
    )

    actual = run_bundle(output)
    problems = difference(expected, actual)
    assert not problems, (
        f"the {mode} bundle of {case} ({versions(case)}) behaves differently:\n"
        + problems
        + "\n--- bundle stderr ---\n"
        + actual.stderr[-4000:]
    )
