"""Every error path of a build, one test (or parametrized case) each, through the CLI.

The contract: a build succeeds (exit 0) or fails with exit status 1 and exactly one stderr
line `error: ...` that names `file:line` where the error has a source location, and leaves
no output, `.map` or `.tmp` file behind (an output that existed before is left unchanged).
An internal bug is `error: internal error (...)` with exit 70.

- `BundleError` (the build fails in every layout it applies to): `BUNDLE_ERRORS` and the
  tests below it that need their own command line.
- `FlattenError` (one namespace cannot express a construct): `FLATTEN_ERRORS`. Each case is
  refused by `--layout flat` naming file:line and the construct, and the default `--layout
  auto` builds the modules layout instead, says why on stdout, and the bundle behaves like
  the sources (stdout and exit status).
- Known problems are `xfail(strict=True)` with the code location in their reason: a path
  that no input reaches, an internal error, a wrong message or a wrong build.

The CLI runs in this process (`bundler.cli.main`) with `ARENA_BUNDLER_DEBUG` unset, so an
internal error shows as exit status 70, as a user sees it.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

import bundler.core.precompute as precompute_module
from bundler.cli import main
from tests.differential import Outcome, difference, run_bundle, run_sources

OUTPUT_NAME = "b.py"
PREVIOUS = "previous build\n"


# ---- helpers ----------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _no_debugging(monkeypatch):
    """Internal errors must show as a user sees them: one line, exit status 70."""
    monkeypatch.delenv("ARENA_BUNDLER_DEBUG", raising=False)


def write_files(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    return root


def cli(*argv: str) -> Outcome:
    """`arena-bundler ARGV` in this process: what it printed and its exit status."""
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            status = main(list(argv))
        except SystemExit as stop:  # argparse
            status = stop.code if isinstance(stop.code, int) else 1
    return Outcome(stdout.getvalue(), stderr.getvalue(), status)


def located(root: Path, where: str | None) -> str | None:
    """`file:line` relative to `root` as the bundler prints it (absolute path)."""
    return None if where is None else f"{root.resolve()}/{where}"


def assert_refused(outcome: Outcome, where: str | None, message: str) -> str:
    """Exit status 1 and one stderr line `error: ...` naming `where` and `message`."""
    lines = outcome.stderr.splitlines()
    assert outcome.status == 1, outcome.messages()
    assert len(lines) == 1, outcome.messages()
    line = lines[0]
    assert line.startswith("error: "), outcome.messages()
    assert "internal error" not in line and "Traceback" not in outcome.stderr
    if where is not None:
        assert f"{where}:" in line or line.endswith(where), line
    assert message in line, line
    return line


def assert_nothing_written(
    folder: Path, previous: dict[str, str] | None = None
) -> None:
    """`folder` holds exactly the files it held before (`previous`: name -> text)."""
    previous = previous or {}
    found = sorted(p.name for p in folder.iterdir()) if folder.exists() else []
    assert found == sorted(previous), f"left behind in {folder}: {found}"
    for name, text in previous.items():
        assert (folder / name).read_text() == text, f"{name} was changed"


def run_module_sources(root: Path, module: str) -> Outcome:
    """`python -m MODULE` from `root`, as the bundler runs a dotted entry."""
    run = subprocess.run(
        [sys.executable, "-E", "-s", "-B", "-m", module],
        cwd=root,
        capture_output=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        timeout=60,
    )
    return Outcome(
        run.stdout.decode(errors="replace"),
        run.stderr.decode(errors="replace"),
        run.returncode,
    )


@dataclass(frozen=True)
class Case:
    files: dict[str, str | bytes]
    where: str | None  # "file:line" relative to the source root; None: no location
    message: str  # a distinctive part of the error message
    entry: str = "main.py"
    module: str | None = None  # a dotted entry: bundled with --root, run with -m
    flags: tuple[str, ...] = ()
    layouts: tuple[str, ...] = ("auto", "flat", "modules")
    # known problems (the xfail reason): a FlattenError case's flat test or fallback
    # test, a BundleError case's test
    flat_xfail: str | None = None
    auto_xfail: str | None = None
    xfail: str | None = None
    fallback: bool = True  # FlattenError cases: test the modules-layout fallback too


def bundle_argv(case: Case, root: Path, output: Path, *extra: str) -> list[str]:
    argv = ["bundle", str(root / case.entry), "-o", str(output), *case.flags]
    if case.module is not None:
        argv += ["--root", str(root)]
    return [*argv, *extra]


# ---- FlattenError: refused by --layout flat, built as modules by default ------------------

HELPER_MAKES_SUB = (
    "import sys\n"
    "import types\n"
    "\n"
    "sub = types.ModuleType('helper.sub')\n"
    "sub.VALUE = 42\n"
    "sys.modules['helper.sub'] = sub\n"
)
ALL_PACKAGE_MAIN = "from pkg import *\n\nprint(a, b)\n"

FLATTEN_ERRORS: dict[str, Case] = {
    # ---- bundler/core/resolve.py ----
    "resolve: the entry module is imported": Case(
        {
            "app/__init__.py": "from . import main\n",
            "app/main.py": "print('ran as', __name__)\n",
        },
        "app/main.py:1",
        "the entry module is imported",
        entry="app/main.py",
        module="app.main",
    ),
    "resolve: import cycle": Case(
        {
            "main.py": "import a\n\nprint(a.f())\n",
            "a.py": "import b\n\n\ndef f():\n    return b.g()\n",
            "b.py": "import a\n\n\ndef g():\n    return 'g'\n",
        },
        "b.py:1",
        "import cycle: a -> b -> a",
    ),
    "resolve: module made at run time": Case(
        {
            "main.py": "import helper.sub\n\nprint(helper.sub.VALUE)\n",
            "helper.py": HELPER_MAKES_SUB,
        },
        "main.py:1",
        "module 'helper.sub' is made at run time",
    ),
    "resolve: project module shadows the standard library": Case(
        {
            "main.py": "import colorsys\n\nprint(colorsys.VERSION)\n",
            "colorsys.py": "VERSION = 'project'\n",
        },
        "main.py:1",
        "shadows the standard library's 'colorsys'",
    ),
    "resolve: project import inside a function": Case(
        {
            "main.py": "def value():\n    import helper\n    return helper.X\n\n\n"
            "print(value())\n",
            "helper.py": "X = 1\n",
        },
        "main.py:2",
        "project import inside a function, class or conditional block",
    ),
    "resolve: star import from a loading package": Case(
        {
            "main.py": "import app\n\nprint(app.sub.SEEN)\n",
            "app/__init__.py": "X = 1\nfrom . import sub\n",
            "app/sub.py": "from . import *\n\nSEEN = X\n",
        },
        "app/sub.py:1",
        "star import from a loading package",
    ),
    "resolve: star import of a submodule": Case(
        {
            "main.py": "from pkg import *\n\nprint(sub.X)\n",
            "pkg/__init__.py": "__all__ = ['sub']\n",
            "pkg/sub.py": "X = 3\n",
        },
        "main.py:1",
        "star import of submodule 'sub'",
    ),
    "resolve: package binds the name of a submodule": Case(
        {
            "main.py": "from pkg import sub\n\nprint(sub)\n",
            "pkg/__init__.py": "sub = 'the value'\n",
            "pkg/sub.py": "X = 1\n",
        },
        "main.py:1",
        "pkg binds 'sub', which is also a submodule",
    ),
    "resolve: name from a package still loading": Case(
        {
            "main.py": "import app\n\nprint(app.sub.Y)\n",
            "app/__init__.py": "X = 1\nfrom . import sub\n",
            "app/sub.py": "from . import X\n\nY = X + 1\n",
        },
        "app/sub.py:1",
        "import cycle: 'X' from app, still loading",
    ),
    "resolve: dynamic import": Case(
        {
            "main.py": "import importlib\n\nhelper = importlib.import_module('helper')\n"
            "print(helper.X)\n",
            "helper.py": "X = 5\n",
        },
        "main.py:3",
        "dynamic import (import_module)",
    ),
    "resolve: __all__ built in steps": Case(
        {
            "main.py": ALL_PACKAGE_MAIN,
            "pkg/__init__.py": "__all__ = ['a']\n__all__ += ['b']\na = 1\nb = 2\n",
        },
        "pkg/__init__.py:2",
        "__all__ built in steps",
    ),
    "resolve: __all__ not a literal": Case(
        {
            "main.py": ALL_PACKAGE_MAIN,
            "pkg/__init__.py": "__all__ = [name for name in ('a', 'b')]\na = 1\nb = 2\n",
        },
        "pkg/__init__.py:1",
        "__all__ is not a literal",
    ),
    "resolve: __all__ changed": Case(
        {
            "main.py": ALL_PACKAGE_MAIN,
            "pkg/__init__.py": "__all__ = ['a']\n__all__.append('b')\na = 1\nb = 2\n",
        },
        "pkg/__init__.py:2",
        "__all__ changed or read",
    ),
    # ---- bundler/core/inline.py: _Namespace ----
    "inline: star import from the standard library": Case(
        {"main.py": "from math import *\n\nprint(floor(2.5))\n"},
        "main.py:1",
        "star import from the standard library",
    ),
    "inline: circular import of a name": Case(
        {
            "main.py": "from a import x\n\nprint(x)\n",
            "a.py": "from b import x\n",
            "b.py": "from a import x\n",
        },
        "b.py:1",
        "circular import of name 'x'",
        flat_xfail="unreachable: inline.py _Namespace.resolve `circular import of name`."
        " In the flat layout every NameRef points to a module whose body finished"
        " loading earlier (resolve refuses the rest: `import cycle`), so the chain of"
        " aliases can never come back; this input stops at resolve.py `import cycle`",
        fallback=False,
    ),
    "inline: imported name rebound with global": Case(
        {
            "main.py": "from helper import count, bump\n\nbump()\nprint(count)\n",
            "helper.py": "count = 0\n\n\ndef bump():\n    global count\n    count += 1\n",
        },
        "main.py:1",
        "'count' imported from helper, which rebinds it (`global`)",
    ),
    "inline: name not defined": Case(
        {
            "main.py": "try:\n    print(missing)\nexcept NameError:\n"
            "    print('no such name')\n"
        },
        "main.py:2",
        "name 'missing' is not defined in main",
    ),
    "inline: cannot import name": Case(
        {
            "main.py": "print('start')\nfrom helper import nothing\n",
            "helper.py": "X = 1\n",
        },
        "main.py:2",
        "cannot import name 'nothing' from helper",
    ),
    "inline: module has no module-level name": Case(
        {
            "main.py": "import helper\n\ntry:\n    value = helper.missing\n"
            "except AttributeError:\n    value = 'none'\nprint(value)\n",
            "helper.py": "X = 1\n",
        },
        "main.py:4",
        "module helper has no module-level name 'missing'",
    ),
    # ---- bundler/core/inline.py: _Rewriter ----
    "inline: assignment to imported name": Case(
        {
            "main.py": "from helper import fmt\n\ntry:\n    from json import dumps as fmt\n"
            "except ImportError:\n    pass\nprint(fmt([1]))\n",
            "helper.py": "def fmt(value):\n    return str(value)\n",
        },
        "main.py:4",
        "assignment to imported name 'fmt'",
    ),
    "inline: module used as a value": Case(
        {
            "main.py": "import helper\n\nmodules = [helper]\nprint(modules[0].X)\n",
            "helper.py": "X = 1\n",
        },
        "main.py:3",
        "module helper used as a value",
    ),
    "inline: assignment to a module attribute": Case(
        {
            "main.py": "import helper\n\nhelper.X = 2\nprint(helper.double())\n",
            "helper.py": "X = 1\n\n\ndef double():\n    return X * 2\n",
        },
        "main.py:3",
        "assignment to a module attribute",
    ),
    "inline: submodule used as a value": Case(
        {
            "main.py": "import pkg.sub\n\nhandle = pkg.sub\nprint(handle.X)\n",
            "pkg/__init__.py": "",
            "pkg/sub.py": "X = 9\n",
        },
        "main.py:3",
        "module pkg.sub used as a value",
    ),
    "inline: nested dotted import renamed": Case(
        {
            "main.py": "import helper\nimport sys\n\nif len(sys.argv) < 5:\n"
            "    import os.path\nprint(os.path.basename('/a/b'), helper.os)\n",
            "helper.py": "os = 'mine'\n",
        },
        "main.py:5",
        "`import os.path` binds 'os', a name another module defines",
    ),
    # ---- bundler/core/inline.py: check_flattenable (refuse) ----
    "inline: reads frames": Case(
        {
            "main.py": "import helper\n\nprint(helper.caller())\n",
            "helper.py": "import sys\n\n\ndef caller():\n"
            "    return sys._getframe().f_code.co_name\n",
        },
        "helper.py:5",
        "reads frames or tracebacks (its own line numbers)",
    ),
    "inline: del of a module-level name": Case(
        {
            "main.py": "counter = 1\ndel counter\ntry:\n    counter\nexcept NameError:\n"
            "    print('deleted')\n"
        },
        "main.py:2",
        "`del` of the module-level name 'counter'",
    ),
    "inline: dir() at module level": Case(
        {"main.py": "X = 1\nnames = dir()\nprint('X' in names)\n"},
        "main.py:2",
        "dir() reads the module namespace",
    ),
    "inline: globals()": Case(
        {"main.py": "X = 1\nprint(globals()['X'])\n"},
        "main.py:2",
        "globals reads or runs code in the module namespace",
    ),
    "inline: __doc__ of a module": Case(
        {"main.py": '"""The program."""\n\nprint(__doc__)\n'},
        "main.py:3",
        "__doc__ of a module",
    ),
    "inline: __name__ of a module other than the entry": Case(
        {
            "main.py": "import helper\n\nprint(helper.NAME)\n",
            "helper.py": "NAME = __name__\n",
        },
        "helper.py:1",
        "__name__ of a module other than the entry",
    ),
    "inline: sys.modules": Case(
        {"main.py": "import sys\n\nprint('sys' in sys.modules)\n"},
        "main.py:3",
        "sys.modules",
    ),
    "inline: module-level __getattr__": Case(
        {
            "main.py": "import helper\n\nprint(helper.anything)\n",
            "helper.py": "def __getattr__(name):\n    return name.upper()\n",
        },
        "helper.py:1",
        "module-level __getattr__",
    ),
    "inline: annotations read, futures differ": Case(
        {
            "main.py": "import helper\n\n\ndef g(y: int) -> str:\n    return str(y)\n\n\n"
            "print(g.__annotations__, helper.f.__annotations__)\n",
            "helper.py": "from __future__ import annotations\n\n\n"
            "def f(x: int) -> int:\n    return x\n",
        },
        # the first annotation of the module without the future (the flat bundle's
        # hoisted future would make it a string)
        "main.py:4",
        "an annotation evaluated at run time, and other modules import `from __future__ import annotations`",
    ),
    "inline: builtin rebound only conditionally": Case(
        {
            "main.py": "import sys\n\nif len(sys.argv) > 3:\n    input = 5\nprint('ok')\n"
        },
        "main.py:4",
        "builtin name 'input' rebound only conditionally",
    ),
    "inline: builtin read before the module rebinds it": Case(
        {
            "main.py": "print(len('abc'))\n\n\ndef len(value):\n    return 0\n\n\n"
            "print(len('abc'))\n"
        },
        "main.py:1",
        "builtin 'len' read before the module rebinds it",
    ),
    "inline: definition name taken (--keep-names)": Case(
        {
            "main.py": "import helper\n\n\ndef describe():\n    return 'main'\n\n\n"
            "print(describe.__name__, describe(), helper.describe())\n",
            "helper.py": "def describe():\n    return 'helper'\n",
        },
        "main.py:4",
        "'describe' is defined by another module too (its __name__ would change)",
        flags=("--keep-names",),
    ),
    "inline: top-level dotted import renamed": Case(
        {
            "main.py": "import helper\nimport os.path\n\n"
            "print(os.path.join('a', 'b'), helper.os)\n",
            "helper.py": "os = 'mine'\n",
        },
        "main.py:2",
        "`import os.path` binds 'os', a name another module defines",
    ),
    "inline: module bound to a reassigned name": Case(
        {
            "main.py": "import helper\n\nprint(helper.X)\nhelper = 'replaced'\n"
            "print(helper)\n",
            "helper.py": "X = 1\n",
        },
        "main.py:1",
        "module helper bound to reassigned name 'helper'",
    ),
}


def _flatten_params(which: str):
    for name, case in FLATTEN_ERRORS.items():
        if which == "auto" and not case.fallback:
            continue
        reason = case.flat_xfail if which == "flat" else case.auto_xfail
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        yield pytest.param(name, id=name, marks=marks)


@pytest.mark.parametrize("name", list(_flatten_params("flat")))
def test_flatten_error_refused_by_flat_layout(tmp_path, name):
    case = FLATTEN_ERRORS[name]
    root = write_files(tmp_path / "src", case.files)
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(*bundle_argv(case, root, output, "--layout", "flat"))
    assert_refused(outcome, located(root, case.where), case.message)
    assert_nothing_written(output.parent)


@pytest.mark.parametrize("name", list(_flatten_params("auto")))
def test_flatten_error_falls_back_to_modules_layout(tmp_path, name):
    case = FLATTEN_ERRORS[name]
    root = write_files(tmp_path / "src", case.files)
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(*bundle_argv(case, root, output))
    assert outcome.status == 0, outcome.messages()
    assert not any(line.startswith("error") for line in outcome.stderr.splitlines())
    reasons = [
        line for line in outcome.stdout.splitlines() if "modules layout: " in line
    ]
    # every reason is reported (the catalogue's channel and the structural check may
    # both name one construct); the case's own is among them, at its place
    wanted = [reason for reason in reasons if case.message in reason]
    assert wanted, outcome.stdout
    if case.flat_xfail is None:  # else the flat test reports the wrong location
        assert any(f"{located(root, case.where)}:" in r for r in wanted), wanted
    if case.module is None:
        expected = run_sources(root, case.entry)
    else:
        expected = run_module_sources(root, case.module)
    assert not difference(expected, run_bundle(output)), difference(
        expected, run_bundle(output)
    )


# ---- BundleError: the build fails (in every layout the error applies to) ----------------

BIG_SET = "{'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'}"
PRECOMPUTE_LAYOUTS = ("auto", "flat")  # `--layout modules` evaluates no table

BUNDLE_ERRORS: dict[str, Case] = {
    # ---- bundler/core/resolve.py ----
    "resolve: module-level import of an absent module": Case(
        {"main.py": "import helper\n", "helper.py": "print('hi')\n\nimport leftpad\n"},
        "helper.py:3",
        "module 'leftpad' not found: not in the standard library and not under the"
        " source root (imported via main -> helper)",
    ),
    "resolve: source cannot be decoded": Case(
        {"main.py": "import helper\n", "helper.py": b"x = '\xff'\n"},
        "helper.py:1",
        "cannot decode the source",
    ),
    "resolve: syntax error": Case(
        {"main.py": "import helper\n", "helper.py": "x = 1\ny = (\n"},
        "helper.py:2",
        "syntax error: '(' was never closed",
    ),
    "resolve: nested too deeply for Python to compile": Case(
        {"main.py": "import helper\n", "helper.py": "x = " + "-" * 200_000 + "1\n"},
        "helper.py:1",
        "nested too deeply",
    ),
    "resolve: relative import beyond the top-level package": Case(
        {"main.py": "from . import helper\n", "helper.py": ""},
        "main.py:1",
        "relative import beyond the top-level package",
    ),
    "resolve: unknown pragma": Case(
        {"main.py": "X = 1  # bundle: precompile\nprint(X)\n"},
        "main.py:1",
        "unknown pragma 'bundle: precompile'",
    ),
    "resolve: pragma not ending a module-level statement": Case(
        {"main.py": "def f():\n    x = 1  # bundle: keep\n    return x\n"},
        "main.py:2",
        "'bundle: keep' must end a module-level statement",
    ),
    "resolve: precompute pragma on no plain assignment": Case(
        {"main.py": "X: list = [1, 2]  # bundle: precompute\n"},
        "main.py:1",
        "'bundle: precompute' needs a module-level `NAME = value`",
    ),
    "resolve: unknown precompute encoding": Case(
        {"main.py": "X = [1, 2]  # bundle: precompute zip\n"},
        "main.py:1",
        "unknown encoding 'zip'",
    ),
    "resolve: keep pragma on no definition": Case(
        {"main.py": "print('x')  # bundle: keep\n"},
        "main.py:1",
        "'bundle: keep' needs a module-level definition or assignment",
    ),
    # ---- bundler/core/pipeline.py ----
    "pipeline: nested too deeply for the bundler": Case(
        {"main.py": "import helper\n", "helper.py": "x = " + "+".join(["1"] * 10_000)},
        "helper.py:1",
        "nested too deeply",
        layouts=("flat",),
        xfail="wrong location: pipeline.py build() turns a RecursionError of any stage"
        " into a message naming the entry (`main (under ROOT): ... nested too deeply for"
        " the bundler's tree walks`, no line), not helper.py:1 where the expression is",
    ),
    # ---- bundler/core/precompute.py ----
    "precompute: forced encoding does not apply": Case(
        {"main.py": "TABLE = [1, 2, 3]  # bundle: precompute bytes\nprint(TABLE)\n"},
        "main.py:1",
        "encoding 'bytes' does not apply to main.TABLE",
        layouts=PRECOMPUTE_LAYOUTS,
    ),
    "precompute: decoder name used by the program": Case(
        {
            "main.py": "TABLE = list(range(0, 40000, 7))  # bundle: precompute base64\n"
            "struct = 'mine'\nprint(struct, sum(TABLE))\n"
        },
        "main.py:1",
        "the table decoder needs the module-level name 'struct'",
        layouts=PRECOMPUTE_LAYOUTS,
    ),
    # ---- bundler/core/verify.py ----
    "verify: bundle does not compile": Case(
        {"main.py": "print(1)\nnonlocal x\n"},
        None,
        "bundle does not compile",
        xfail="unreachable: verify.py `bundle does not compile`: resolve.parse_source"
        " now compiles every source, so only a bundler bug could emit code that does"
        " not compile (this input stops at `main.py:2: syntax error`)",
    ),
    "verify: relative import left in the bundle": Case(
        {
            "app/__init__.py": "",
            "app/main.py": "def load():\n    from . import gone\n\n\nprint('ok')\n",
        },
        None,
        "relative import left in the bundle",
        entry="app/main.py",
        module="app.main",
        layouts=("flat",),
        xfail="unreachable: verify.py `relative import left in the bundle`: every"
        " relative import is a project import, which the flat layout inlines or refuses"
        " (FlattenError), or an absent one that target.py turns into `raise"
        " ModuleNotFoundError`; the modules layout allows them",
    ),
    "verify: over the size limit": Case(
        {"main.py": "print('a program longer than ten characters')\n"},
        None,
        "over the limit of 10",
        flags=("--size-limit", "10"),
    ),
    "verify: traceback on empty input": Case(
        {
            # beside the script (its folder from sys.argv[0]); a path relative to the
            # working folder is the same for both, which run from the same folder
            "main.py": "import os, sys\nwith open(os.path.join(os.path.dirname(sys.argv[0]), 'data.txt')) as stream:\n    print(stream.read())\n",
            "data.txt": "found\n",
        },
        "main.py:2",
        "a file beside the sources is not in the bundle",
        layouts=("flat", "modules"),
    ),
}


def _bundle_params():
    for name, case in BUNDLE_ERRORS.items():
        marks = (
            [pytest.mark.xfail(strict=True, reason=case.xfail)] if case.xfail else []
        )
        yield pytest.param(name, id=name, marks=marks)


@pytest.mark.parametrize("name", list(_bundle_params()))
def test_bundle_error(tmp_path, name):
    """The first layout writes into a missing folder: nothing may appear; the others
    find a previous build there, which must stay as it was."""
    case = BUNDLE_ERRORS[name]
    root = write_files(tmp_path / "src", case.files)
    output = tmp_path / "out" / OUTPUT_NAME
    previous: dict[str, str] | None = None
    for layout in case.layouts:
        outcome = cli(*bundle_argv(case, root, output, "--layout", layout))
        assert_refused(outcome, located(root, case.where), case.message)
        assert_nothing_written(output.parent, previous)
        if previous is None:
            previous = {OUTPUT_NAME: PREVIOUS, f"{OUTPUT_NAME}.map": "{}\n"}
            write_files(output.parent, previous)


# ---- precompute: tables left to run time -----------------------------------------------

# A table the build cannot carry as a value is not an error: the bundle computes it at run
# time as the sources do, and the build says so, naming the table's line.
LEFT_TO_RUN_TIME: dict[str, tuple[dict[str, str], str, str]] = {
    "a value nested deeper than a literal can be": (
        {
            "main.py": "from tables import CHAIN\nprint(CHAIN[0])\n",
            "tables.py": "def chain(n):\n    c = None\n    for i in range(n):\n"
            "        c = (i, c)\n    return c\n\n\nCHAIN = chain(300)  # bundle: precompute\n",
        },
        "tables.py:8",
        "nests containers 300 levels deep",
    ),
    "a table that holds one list twice": (
        {
            "main.py": "from tables import GRID\nGRID[0][0] = 1\nprint(GRID)\n",
            "tables.py": "def grid():\n    row = [0, 0]\n    return [row, row]\n\n\n"
            "GRID = grid()  # bundle: precompute\n",
        },
        "tables.py:6",
        "GRID[1] is the same list as GRID[0]",
    ),
    "a generator that seeds the global random": (
        {
            "main.py": "import random\nfrom tables import KEYS\nprint(len(KEYS), random.random())\n",
            "tables.py": "import random\n\n\ndef keys():\n    random.seed(1)\n"
            "    return [random.getrandbits(8) for _ in range(4)]\n\n\n"
            "KEYS = keys()  # bundle: precompute\n",
        },
        "tables.py:9",
        "changes the random module's generator",
    ),
    "a generator that changes module data": (
        {
            "main.py": "from tables import LOG, MOVES\nprint(LOG, MOVES)\n",
            "tables.py": "LOG = []\n\n\ndef moves():\n    LOG.append('built')\n"
            "    return (1, 2)\n\n\nMOVES = moves()  # bundle: precompute\n",
        },
        "tables.py:9",
        "changes tables.LOG",
    ),
    "a table changed after its assignment": (
        {
            "main.py": "from tables import TABLE\nprint(TABLE)\n",
            "tables.py": "TABLE = list(range(3))  # bundle: precompute\nTABLE.append(3)\n",
        },
        "tables.py:1",
        "computing it again gives another value",
    ),
    "a table that depends on the hash seed": (
        {
            "main.py": f"NAMES = list({BIG_SET})  # bundle: precompute\nprint(len(NAMES))\n"
        },
        "main.py:1",
        "main.NAMES: differs between PYTHONHASHSEED=0 and 1",
    ),
    "a generator that fails": (
        # the bundle fails as the sources do
        {"main.py": "TABLE = [1 // 0]  # bundle: precompute\nprint(TABLE)\n"},
        "main.py:1",
        "main.TABLE: could not be computed: ZeroDivisionError",
    ),
    "a generator whose output is unreadable": (
        {"main.py": "import os\n\nos._exit(0)\nTABLE = [1]  # bundle: precompute\n"},
        "main.py:4",
        "main.TABLE: its generator's output was unreadable",
    ),
    "not plain data": (
        {"main.py": "TABLE = object()  # bundle: precompute\nprint(type(TABLE))\n"},
        "main.py:1",
        "main.TABLE: could not be computed: NOT PLAIN DATA: TABLE is of type object",
    ),
}


@pytest.mark.parametrize("name", list(LEFT_TO_RUN_TIME))
def test_a_table_the_build_cannot_carry_is_computed_at_run_time(tmp_path, name):
    files, where, message = LEFT_TO_RUN_TIME[name]
    root = write_files(tmp_path / "src", files)
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    (warning,) = [
        line for line in outcome.messages().splitlines() if "at run time" in line
    ]
    assert f"{located(root, where)}: " in warning and message in warning, warning
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


# ---- BundleError paths that need their own command line --------------------------------


def test_a_generator_that_hangs_is_stopped_and_left_to_run_time(tmp_path, monkeypatch):
    """precompute.py _collect: `its generator did not finish within N s` (the 120 s
    default is bound at definition time; shortened here), and no generator left running.
    """
    children = _record_generators(monkeypatch)
    _shorten_precompute_timeout(monkeypatch, 1.0)
    root = write_files(
        tmp_path / "src",
        {
            "main.py": "import time\n\ntime.sleep(2)\nTABLE = [1]  # bundle: precompute\n"
        },
    )
    output = tmp_path / "out" / OUTPUT_NAME
    try:
        outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
        assert outcome.status == 0, outcome.messages()
        assert (
            f"{located(root, 'main.py:4')}: main.TABLE: its generator did not finish"
            " within 1 s; it is computed at run time" in outcome.stderr
        ), outcome.messages()
        running = [child.pid for child in children if child.poll() is None]
        assert not running, f"generator processes still running: {running}"
    finally:
        _end(children)


def _record_generators(monkeypatch) -> list[subprocess.Popen]:
    started: list[subprocess.Popen] = []

    class Recorded(subprocess.Popen):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            started.append(self)

    monkeypatch.setattr(precompute_module.subprocess, "Popen", Recorded)
    return started


def _shorten_precompute_timeout(monkeypatch, seconds: float) -> None:
    for function in (precompute_module.precompute, precompute_module.evaluate):
        monkeypatch.setattr(function, "__defaults__", (seconds,))


def _end(children: list[subprocess.Popen]) -> None:
    """End the generator processes this test made the bundler start."""
    for child in children:
        if child.poll() is None:
            child.kill()
        child.communicate()


def test_entry_module_not_found(tmp_path):
    """resolve.py _Resolver.run: `entry module 'nope' not found under ROOT`."""
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "nope.py"), "-o", str(output))
    assert_refused(outcome, None, f"entry module 'nope' not found under {root}")
    assert_nothing_written(output.parent)


def test_entry_package_without_main(tmp_path):
    """commands/build.py entry_module: a package entry runs `pkg.__main__`, as `python -m
    pkg` does; without one, Python's own refusal."""
    root = write_files(tmp_path / "src", {"pkg/__init__.py": "print(1)\n"})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", "pkg", "--root", str(root), "-o", str(output))
    assert_refused(outcome, None, "'pkg' is a package and cannot be run directly")
    assert_nothing_written(output.parent)


def test_entry_not_under_the_source_root(tmp_path):
    """commands/bundle.py entry_module: `ENTRY is not under the source root ROOT`."""
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(
        "bundle", str(root / "main.py"), "--root", str(elsewhere), "-o", str(output)
    )
    assert_refused(outcome, None, "is not under the source root")
    assert_nothing_written(output.parent)


def test_output_is_a_directory(tmp_path):
    """commands/bundle.py check_output: `OUT: the output is a directory`."""
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    output = tmp_path / "out" / OUTPUT_NAME
    output.mkdir(parents=True)
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert_refused(outcome, None, f"{output}: the output is a directory")
    assert sorted(p.name for p in output.parent.iterdir()) == [OUTPUT_NAME]
    assert output.is_dir() and not any(output.iterdir())


@pytest.mark.parametrize("source", ["main.py", "helper.py"])
def test_output_would_overwrite_a_source(tmp_path, source):
    """commands/bundle.py check_output: the entry (checked before the build) or another
    source (checked after it, once the sources are known)."""
    files = {"main.py": "import helper\n\nprint(helper.X)\n", "helper.py": "X = 1\n"}
    root = write_files(tmp_path / "src", files)
    outcome = cli("bundle", str(root / "main.py"), "-o", str(root / source))
    assert_refused(outcome, None, "the output would overwrite a source file")
    assert_nothing_written(root, files)


def test_output_folder_cannot_be_created(tmp_path):
    """pipeline.py write_files: `FOLDER: cannot create: ...` (a file stands there)."""
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    blocker = tmp_path / "out"
    blocker.write_text("a file\n")
    outcome = cli("bundle", str(root / "main.py"), "-o", str(blocker / OUTPUT_NAME))
    assert_refused(outcome, None, f"{blocker}: cannot create")
    assert blocker.read_text() == "a file\n"


def test_temporary_file_cannot_be_created(tmp_path):
    """pipeline.py write_files: mkstemp fails (its name, longer than the output's,
    is too long): `OUT.map: cannot write: File name too long`."""
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    output = tmp_path / "out" / ("b" * 245 + ".py")
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert_refused(outcome, None, "cannot write: File name too long")
    assert_nothing_written(output.parent)


def test_map_cannot_replace_a_directory(tmp_path):
    """pipeline.py write_files: os.replace fails: `OUT.map: cannot write: Is a directory`;
    the previous bundle stays and no temporary file is left."""
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    output = tmp_path / "out" / OUTPUT_NAME
    write_files(output.parent, {OUTPUT_NAME: PREVIOUS})
    (output.parent / f"{OUTPUT_NAME}.map").mkdir()
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert_refused(outcome, None, f"{output}.map: cannot write: Is a directory")
    assert sorted(p.name for p in output.parent.iterdir()) == [
        OUTPUT_NAME,
        f"{OUTPUT_NAME}.map",
    ]
    assert output.read_text() == PREVIOUS


# ---- the minify command (read_source, parse_source, write_files and its own errors) ----


def test_minify_unreadable_file(tmp_path):
    """resolve.py read_source: `FILE: cannot read: ...` (no line: the file is missing)."""
    outcome = cli("minify", str(tmp_path / "nope.py"), "-o", str(tmp_path / "o.py"))
    assert_refused(outcome, None, f"{tmp_path / 'nope.py'}: cannot read")
    assert_nothing_written(tmp_path)


def test_minify_syntax_error(tmp_path):
    write_files(tmp_path, {"bad.py": "x = 1\ndef f(:\n"})
    outcome = cli("minify", str(tmp_path / "bad.py"), "-o", str(tmp_path / "o.py"))
    assert_refused(outcome, f"{tmp_path / 'bad.py'}:2", "syntax error")
    assert_nothing_written(tmp_path, {"bad.py": "x = 1\ndef f(:\n"})


def test_minify_over_the_size_limit(tmp_path):
    """commands/minify.py: `FILE: minified size N exceeds the limit M`."""
    write_files(tmp_path, {"m.py": "value = 12345\n"})
    argv = ["minify", str(tmp_path / "m.py"), "-o", str(tmp_path / "o.py")]
    outcome = cli(*argv, "--size-limit", "3")
    assert_refused(outcome, None, "exceeds the limit 3")
    assert_nothing_written(tmp_path, {"m.py": "value = 12345\n"})


def test_minify_would_overwrite_its_input(tmp_path):
    write_files(tmp_path, {"m.py": "value = 12345\n"})
    outcome = cli("minify", str(tmp_path / "m.py"), "-o", str(tmp_path / "m.py"))
    assert_refused(outcome, None, "the output would overwrite the input")
    assert_nothing_written(tmp_path, {"m.py": "value = 12345\n"})


def test_minify_output_is_a_directory(tmp_path):
    """pipeline.py write_files: `OUT: the output is a directory` (the bundle command
    checks this before building; minify reaches the check in write_files)."""
    write_files(tmp_path, {"m.py": "value = 12345\n"})
    (tmp_path / "out").mkdir()
    outcome = cli("minify", str(tmp_path / "m.py"), "-o", str(tmp_path / "out"))
    assert_refused(outcome, None, f"{tmp_path / 'out'}: the output is a directory")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.py", "out"]
    assert not any((tmp_path / "out").iterdir())


def test_minify_nested_too_deeply(tmp_path):
    text = "x = " + "+".join(["1"] * 10_000) + "\n"
    write_files(tmp_path, {"deep.py": text})
    outcome = cli("minify", str(tmp_path / "deep.py"), "-o", str(tmp_path / "o.py"))
    assert_refused(outcome, str(tmp_path / "deep.py"), "nested too deeply")
    assert_nothing_written(tmp_path, {"deep.py": text})


# ---- known problems found while testing the error paths ---------------------------------


@pytest.mark.parametrize("command", ["bundle", "minify"])
def test_null_byte_names_a_line(tmp_path, command):
    root = write_files(
        tmp_path / "src", {"main.py": "import helper\n", "helper.py": b"x = 1\x00\n"}
    )
    target = root / ("main.py" if command == "bundle" else "helper.py")
    outcome = cli(command, str(target), "-o", str(tmp_path / "out" / OUTPUT_NAME))
    assert_refused(outcome, f"{root / 'helper.py'}:1", "null bytes")
    assert_nothing_written(tmp_path / "out")


@pytest.mark.parametrize("flags", [(), ("--pretty",)])
def test_precompute_huge_int_is_carried(tmp_path, flags):
    # past Python's 4,300-digit str limit: compared and written (in hex) all the same
    source = (
        "T = 10 ** 5000  # bundle: precompute\n"
        "D = {3 ** 9000: 1}  # bundle: precompute\n"
        "print(T % 7, T.bit_length(), list(D.values()))\n"
    )
    root = write_files(tmp_path / "src", {"main.py": source})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output), *flags)
    assert outcome.status == 0, outcome.messages()
    ran = subprocess.run(
        [sys.executable, str(output)], capture_output=True, text=True, check=True
    )
    assert ran.stdout == "2 16610 [1]\n"
    assert "10 **" not in output.read_text()


def test_precompute_decoder_name_used_only_locally(tmp_path):
    root = write_files(
        tmp_path / "src",
        {
            "main.py": "TABLE = list(range(0, 40000, 7))  # bundle: precompute base64\n"
            "\n\ndef f(struct):\n    return struct\n\n\nprint(f(1), sum(TABLE))\n"
        },
    )
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


def test_unknown_template(tmp_path):
    root = write_files(tmp_path / "src", {"main.py": "print(1)\n"})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(
        "bundle", str(root / "main.py"), "-o", str(output), "--template", "nope.j2"
    )
    assert_refused(outcome, None, "nope.j2")
    assert_nothing_written(output.parent)


TEMPLATES_THAT_CHANGE_THE_PROGRAM = {
    "coding": (
        "# -*- coding: latin-1 -*-\n{{ code }}\n",
        1,
        "the bundle is written in UTF-8",
    ),
    "docstring": ('"""A bot."""\n{{ code }}\n', 1, "only comments and blank lines"),
    "future import": (
        "# {{ arena }}\nfrom __future__ import annotations\n{{ code }}\n",
        2,
        "only comments and blank lines",
    ),
    "footer": ("# {{ arena }}\n{{ code }}\nprint('done')\n", 3, "only comments"),
    "code inside a comment": ("# start {{ code }}\n", 1, "the code must start a line"),
}


@pytest.mark.parametrize("name", sorted(TEMPLATES_THAT_CHANGE_THE_PROGRAM))
def test_template_that_would_change_the_program(tmp_path, name):
    """render.py _check_around_code: comments and blank lines only around the code, a
    UTF-8 file, the code at the start of a line."""
    text, line, message = TEMPLATES_THAT_CHANGE_THE_PROGRAM[name]
    root = write_files(tmp_path / "src", {"main.py": '"""Doc."""\nprint(__doc__)\n'})
    template = tmp_path / "bot.py.j2"
    template.write_text(text, encoding="utf-8")
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(
        "bundle", str(root / "main.py"), "-o", str(output), "--template", str(template)
    )
    assert_refused(outcome, None, f"{template}:{line}: ")
    assert message in outcome.messages()
    assert_nothing_written(output.parent)


def test_template_with_shebang_and_comments_is_taken(tmp_path):
    root = write_files(tmp_path / "src", {"main.py": '"""Doc."""\nprint(__doc__)\n'})
    template = tmp_path / "bot.py.j2"
    template.write_text("#!/usr/bin/env python3\n# {{ arena }}\n\n{{ code }}\n# end\n")
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(
        "bundle", str(root / "main.py"), "-o", str(output), "--template", str(template)
    )
    assert outcome.status == 0, outcome.messages()
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


def test_build_command_output_is_a_directory(tmp_path, monkeypatch):
    import bundler.commands.build as build_command

    root = write_files(
        tmp_path / "src",
        {
            "main.py": "print(1)\n",
            "pyproject.toml": '[tool.arena-bundler.arenas.demo]\nentry = "main"\n'
            'output = "../dist/demo.py"\n',
        },
    )
    (tmp_path / "dist" / "demo.py").mkdir(parents=True)
    monkeypatch.chdir(root)
    monkeypatch.setattr(build_command, "ProcessPoolExecutor", ThreadPoolExecutor)
    outcome = cli("build", "demo")
    assert_refused(outcome, None, "the output is a directory")


def test_build_check_names_stale_files_and_counts_them_last(tmp_path, monkeypatch):
    """commands/build.py: `build --check` exits 1 over a stale file in dist, names it,
    and its last line (the one a reader sees under the report) counts it."""
    import bundler.commands.build as build_command

    root = write_files(
        tmp_path / "src",
        {
            "main.py": "print(1)\n",
            "pyproject.toml": '[tool.arena-bundler.arenas.demo]\nentry = "main"\n'
            'output = "../dist/demo.py"\n',
        },
    )
    monkeypatch.chdir(root)
    monkeypatch.setattr(build_command, "ProcessPoolExecutor", ThreadPoolExecutor)
    assert cli("build", "demo").status == 0
    assert cli("build", "--check", "demo").status == 0
    (tmp_path / "dist" / "demo.py").write_text("print(2)\n")
    outcome = cli("build", "--check", "demo")
    assert outcome.status == 1
    assert "stale: " in outcome.stderr and "demo.py differs" in outcome.stderr
    assert "1 stale files in dist" in outcome.stdout.splitlines()[-1]


def test_empty_all_extended_later(tmp_path):
    files = {
        "main.py": "a = 0\nfrom pkg import *\n\nprint(a)\n",
        "pkg/__init__.py": "__all__ = []\n__all__.append('a')\na = 1\n",
    }
    root = write_files(tmp_path / "src", files)
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


def test_relative_dynamic_import(tmp_path):
    files = {
        "main.py": "import pkg\n\nprint(pkg.load())\n",
        "pkg/__init__.py": "import importlib\n\n\ndef load():\n"
        "    return importlib.import_module('.sub', 'pkg').X\n",
        "pkg/sub.py": "X = 7\n",
    }
    root = write_files(tmp_path / "src", files)
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


def test_import_of_dunder_main(tmp_path):
    root = write_files(
        tmp_path / "src", {"main.py": "import __main__\n\nprint(__main__.__name__)\n"}
    )
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


def test_guarded_dynamic_import_of_an_absent_module(tmp_path):
    files = {
        "main.py": "import importlib\nimport app\n\ntry:\n"
        "    plugin = importlib.import_module('app.plugin')\nexcept ImportError:\n"
        "    plugin = None\nprint(plugin)\n",
        "app/__init__.py": "",
    }
    root = write_files(tmp_path / "src", files)
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    assert not difference(run_sources(root, "main.py"), run_bundle(output))


# ---- a bundle the bundler broke: reported at the source line, as the bundler's error ----


@pytest.mark.parametrize("layout", ["flat", "modules"])
def test_a_broken_bundle_is_reported_at_the_source_line_it_broke(
    tmp_path, monkeypatch, layout
):
    """A pass that breaks a program (simulated: `return 1` made `return 1/0` in the
    minified text) fails the build with one line naming the source `file:line` the
    failing bundle line came from, as the bundler's bug, not as the program's traceback.
    """
    import bundler.core.embed as embed_module
    import bundler.core.pipeline as pipeline_module

    def breaking(original):
        def minify(tree, options):
            minified = original(tree, options)
            minified.text = minified.text.replace("return 1", "return 1/0")
            return minified

        return minify

    monkeypatch.setattr(
        pipeline_module, "minify_tree", breaking(pipeline_module.minify_tree)
    )
    monkeypatch.setattr(embed_module, "minify_tree", breaking(embed_module.minify_tree))
    root = write_files(
        tmp_path / "src",
        {
            "main.py": "import helper\nprint(helper.one())\n",
            "helper.py": "X = 2\n\n\ndef one():\n    return 1\n",
        },
    )
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli(
        "bundle", str(root / "main.py"), "-o", str(output), "--layout", layout
    )
    line = assert_refused(outcome, None, "a bundler bug")
    # compact output puts `def one():return 1/0` on one line: the def's line or its body's
    assert "helper.py:4:" in line or "helper.py:5:" in line, line
    assert "ZeroDivisionError" in line, line
    assert not output.exists()


def test_a_decimal_literal_past_the_digit_limit_is_the_sources_syntax_error(tmp_path):
    # the tool handles integers of any size, but Python refuses this file: so does the build
    root = write_files(tmp_path / "src", {"main.py": f"X = {'7' * 5000}\nprint(1)\n"})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert_refused(outcome, located(root, "main.py:1"), "syntax error")
    assert_nothing_written(output.parent)


def test_tree_shaking_judges_digit_limits_as_the_program_runs(tmp_path):
    # `int()` of 5,000 digits raises at run time: the statement stays, and so does the error
    source = "import sys\nTEXT = '1' * 5000\nNUMBER = int(TEXT)\nprint('unreachable')\n"
    root = write_files(tmp_path / "src", {"main.py": source})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    ran = subprocess.run([sys.executable, str(output)], capture_output=True, text=True)
    assert (ran.returncode, ran.stdout) == (1, ""), ran.stderr
    assert "ValueError: Exceeds the limit" in ran.stderr


def test_names_too_long_for_the_file_system_are_not_modules(tmp_path):
    # computed imports make every identifier-like string a candidate module name, and
    # sys.path entries are looked up too: a 300-character one is "not there", as for Python
    long_name = "ABCDEFGHIJ" * 30
    source = (
        "import importlib, sys\n"
        f"sys.path.insert(0, {'/' + long_name!r})\n"
        f"LONG = {long_name!r}\n"
        "print(len(LONG), importlib.import_module('json').dumps([1]))\n"
    )
    root = write_files(tmp_path / "src", {"main.py": source})
    output = tmp_path / "out" / OUTPUT_NAME
    outcome = cli("bundle", str(root / "main.py"), "-o", str(output))
    assert outcome.status == 0, outcome.messages()
    ran = subprocess.run([sys.executable, str(output)], capture_output=True, text=True)
    assert ran.stdout == "300 [1]\n", ran.stderr
