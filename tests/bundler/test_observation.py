"""The channel catalogue (`bundler/core/observation.py`): what each construct opens, what it
must not open, and the five arenas' bots inside the known-safe subset (flat, and nothing a
lossy build changes is observed)."""

from __future__ import annotations

import ast
import sys
import textwrap

import pytest

from bundler.core.observation import (
    STANDARD_LIBRARY,
    Channel,
    ScannedModule,
    called_names,
    data_file_reads,
    observe,
)
from bundler.core.resolve import resolve
from tests.project import ARENAS, ROOT


def channels(source: str, is_entry: bool = False) -> set[Channel]:
    tree = ast.parse(textwrap.dedent(source))
    found = observe([ScannedModule("pkg.mod", "pkg/mod.py", tree, is_entry)])
    return {observation.channel for observation in found.found}


OPENS = {
    "class repr module": ("x = C.__module__", Channel.IDENTITY),
    "pickle": ("import pickle\npickle.dumps(1)", Channel.IDENTITY),
    "logging": ("import logging\nlogging.getLogger('x')", Channel.LINES),
    "warnings": ("import warnings\nwarnings.warn('x')", Channel.LINES),
    "sys.modules": ("import sys\nsys.modules['x']", Channel.IDENTITY),
    "__name__ of a submodule": ("print(__name__)", Channel.IDENTITY),
    "namedtuple call in a submodule": (
        "from collections import namedtuple\nP = namedtuple('P', 'x')",
        Channel.IDENTITY,
    ),
    "class annotations under future annotations": (
        "from __future__ import annotations\nclass P:\n    x: int",
        Channel.IDENTITY,
    ),
    "string class annotation": ("class P:\n    x: 'int'", Channel.IDENTITY),
    "NewType": (
        "from typing import NewType\nUserId = NewType('UserId', int)",
        Channel.IDENTITY,
    ),
    "namedtuple under an alias": (
        "from collections import namedtuple as nt\nP = nt('P', 'x')",
        Channel.IDENTITY,
    ),
    "type(*spec)": ("Y = type(*spec)", Channel.IDENTITY),
    "__name__ outside a main guard": ("print(__name__)", Channel.IDENTITY),
    "exception context": ("print(error.__context__)", Channel.NAMES),
    "exception hook": ("import sys\nsys.excepthook = print", Channel.NAMES),
    "exceptions as results": ("gather(a, return_exceptions=True)", Channel.NAMES),
    "__exit__ reads the exception": (
        "class C:\n    def __exit__(self, kind, value, tb):\n        print(value)",
        Channel.NAMES,
    ),
    "code object by getattr": ("getattr(f, '__code__')", Channel.NAMES),
    "vars of a class": ("print(vars(C))", Channel.DOCS),
    "qualname": ("f.__qualname__", Channel.NAMES),
    "exception message": (
        "try:\n    f()\nexcept TypeError as e:\n    print(e)",
        Channel.NAMES,
    ),
    "signature": ("import inspect\ninspect.signature(f)", Channel.NAMES),
    "__doc__": ("print(f.__doc__)", Channel.DOCS),
    "help": ("help(f)", Channel.DOCS),
    "frame line": ("import sys\nsys._getframe().f_lineno", Channel.LINES),
    "logging format": ("FORMAT = '%(lineno)d %(message)s'", Channel.LINES),
    "assert": ("assert x > 0", Channel.ASSERTS),
    "computed import": (
        "import importlib\nimportlib.import_module(f'plugins.{name}')",
        Channel.RUNTIME_MODULES,
    ),
    "pkgutil": ("import pkgutil\npkgutil.iter_modules(p)", Channel.RUNTIME_MODULES),
    "resources": (
        "from importlib import resources\nresources.files('pkg')",
        Channel.DATA_FILES,
    ),
    "unlisted module": ("import zipfile\nzipfile.ZipFile('a')", Channel.UNLISTED),
    "unlisted sys attribute": ("import sys\nsys.settrace(None)", Channel.LINES),
}


@pytest.mark.parametrize("name", sorted(OPENS))
def test_a_construct_opens_its_channel(name):
    source, channel = OPENS[name]
    assert channel in channels(source), name


MUST_NOT_OPEN = {
    "type of a value": "print(type(x))",
    "class annotations": "class P:\n    x: int",
    "a main guard": "def f():\n    pass\nif __name__ == '__main__':\n    print(__name__)",
    "__exit__ that ignores the exception": (
        "class C:\n    def __exit__(self, kind, value, tb):\n        return False"
    ),
    "arithmetic and stdin": "import sys, math\nprint(math.sqrt(int(sys.stdin.readline())))",
    "os.path": "import os\nos.path.join('a', 'b')",
    "from os import path": "from os import path\npath.join('a', 'b')",
    "typing NamedTuple class": (
        "from typing import NamedTuple\nclass P(NamedTuple):\n    x: int"
    ),
    "message to stderr": (
        "import sys\ntry:\n    f()\nexcept Exception as e:\n"
        "    sys.stderr.write(f'{e}')\n"
        "    print(e, file=sys.stderr)"
    ),
    "a narrow handler": "try:\n    int(s)\nexcept ValueError as e:\n    print(e)",
    "a handler that re-raises": (
        "try:\n    f()\nexcept Exception as e:\n    raise RuntimeError('x') from e"
    ),
    "__name__ of the entry": "if __name__ == '__main__':\n    main()",
    "a literal import": "import json\njson.dumps(1)",
}


@pytest.mark.parametrize("name", sorted(MUST_NOT_OPEN))
def test_a_safe_construct_opens_nothing(name):
    is_entry = name == "__name__ of the entry"
    assert channels(MUST_NOT_OPEN[name], is_entry=is_entry) == set(), name


def test_every_catalogue_entry_is_a_standard_library_module_with_a_reason():
    for (module, attribute), entry in STANDARD_LIBRARY.items():
        assert module.split(".")[0] in sys.stdlib_module_names, module
        assert entry.reason, (module, attribute)


FILE_READS = {
    "open beside the module": (
        "open(os.path.join(os.path.dirname(__file__), 'x'))",
        ["m.py:1"],
    ),
    "through a module-level name, in a function called": (
        "HERE = os.path.dirname(__file__)\n"
        "def f():\n    p = os.path.join(HERE, 'd')\n    return open(p).read()\nf()",
        ["m.py:4"],
    ),
    # not certain: may not run (a warning, not an error)
    "in a function nothing calls": (
        "def f():\n    return open(os.path.dirname(__file__) + '/d').read()",
        [],
    ),
    "in a branch (ply's debug tables)": (
        "def yacc(debug):\n    if debug:\n"
        "        open(os.path.join(os.path.dirname(__file__), 'x'), 'w')\nyacc(0)",
        [],
    ),
    "under a submodule's main guard (pygments' regeneration code)": (
        "if __name__ == '__main__':\n    open(os.path.dirname(__file__) + '/x')",
        [],
    ),
    "pathlib": (
        "DATA = Path(__file__).parent / 'data.txt'\nprint(DATA.read_text())",
        ["m.py:2"],
    ),
    "a probe": (
        "os.path.exists(os.path.join(os.path.dirname(__file__), 'c'))",
        ["m.py:1"],
    ),
    # must not refuse: __file__ read for other things
    "printed": ("print(__file__)", []),
    "another function's parameter of the same name (ply's writetab)": (
        "def writetab(outputdir):\n    open(os.path.join(outputdir, 'x'), 'w')\n"
        "def lex(m):\n    outputdir = os.path.dirname(m.__file__)\n"
        "    writetab(outputdir)",
        [],
    ),
    # found nothing at build time: nothing beside the bundle either
    "a probe of a file that is not there": (
        "os.path.exists(os.path.join(os.path.dirname(__file__), 'missing'))",
        [],
    ),
    "plug-ins a pattern finds none of (ruamel.yaml)": (
        "def plug_ins():\n    try:\n        bd = os.path.dirname(__file__)\n"
        "    except NameError:\n        return []\n"
        "    return glob.glob(bd + '/*/__plug_in__.py')\nplug_ins()",
        [],
    ),
    "a pattern that finds files": (
        "glob.glob(os.path.dirname(__file__) + '/*.txt')",
        ["m.py:1"],
    ),
    "a path's glob that finds none": (
        "HERE = Path(__file__).parent\nfor p in HERE.glob('plugins/*.py'):\n    print(p)",
        [],
    ),
    "a path's rglob that finds one": (
        "print(list(Path(__file__).parent.rglob('data.txt')))",
        ["m.py:1"],
    ),
    "a file written that is not there yet": (
        "open(os.path.join(os.path.dirname(__file__), 'missing'), 'w')",
        ["m.py:1"],
    ),
    "a path known only at run time": (
        "open(os.path.join(os.path.dirname(__file__), input()))",
        ["m.py:1"],
    ),
    "the main module's path kept (lark)": (
        "base = os.path.abspath(sys.modules['__main__'].__file__)",
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(FILE_READS))
def test_a_data_file_opened_through_file_is_found(name, tmp_path):
    # the files the cases read are there, beside the module
    for data in ("x", "d", "data.txt", "c"):
        (tmp_path / data).write_text("data")
    source, expected = FILE_READS[name]
    tree = ast.parse(source)
    found = data_file_reads(
        ScannedModule("m", "m.py", tree, False), called_names([tree]), tmp_path / "m.py"
    )
    assert [read.where for read in found if read.certain] == expected


LOSSY_CHANNELS = {Channel.NAMES, Channel.DOCS, Channel.ASSERTS}


@pytest.mark.parametrize("arena", sorted(ARENAS))
def test_every_arena_bot_is_in_the_safe_subset_and_observes_nothing_lossy_changes(
    arena,
):
    """The arenas build lossy (pyproject.toml): allowed only because their bots read no
    names, docstrings or asserts, and their layout is flat by the same catalogue."""
    program = resolve(ROOT, ARENAS[arena].entry, "modules")
    found = observe(
        ScannedModule(m.name, str(m.path), m.tree, m.name == program.entry)
        for m in program.modules
    )
    assert [str(o) for o in found.layout_reasons()] == []
    assert [str(o) for o in found.found if o.channel in LOSSY_CHANNELS] == []
    assert ARENAS[arena].lossy
