"""Inlining keeps behaviour: each program prints the same from sources and merged."""

import pytest

from bundler.core.errors import BundleError, FlattenError
from bundler.core.inline import common_future_reasons, inline, shared_constant_reasons
from bundler.core.resolve import resolve

from .conftest import inlined_source, run_python

PROGRAMS = {
    "collisions_and_builtins": {
        "app/__init__.py": "",
        "app/a.py": """
            SIZE = 1
            def max(x, y):  # shadows the builtin only inside this module
                return "a.max"
            def describe():
                return f"a{SIZE}{max(1, 2)}"
        """,
        "app/b.py": """
            SIZE = 2
            def describe():
                return f"b{SIZE}{max(1, 2)}"
        """,
        "app/__main__.py": """
            from . import a
            from .b import describe
            import app.a as again
            print(a.describe(), describe(), again.SIZE, max(3, 4))
        """,
    },
    "star_reexport_and_shadowed_import": {
        "app/__init__.py": "",
        "app/base.py": """
            __all__ = ["VALUE", "twice"]
            VALUE = 10
            HIDDEN = 99
            def twice(x):
                return 2 * x
        """,
        "app/middle.py": """
            from .base import *
            from .base import VALUE as ORIGINAL
            VALUE = ORIGINAL + 1
        """,
        "app/__main__.py": """
            from .middle import VALUE, twice, ORIGINAL
            print(VALUE, twice(VALUE), ORIGINAL)
        """,
    },
    "scopes": {
        "app/__init__.py": "",
        "app/counter.py": """
            count = 0
            def bump():
                global count
                count += 1
                return count
            class Box:
                count = "class attribute"   # class scope, not the global
                def get(self):
                    return count            # the global: methods skip the class scope
            def shadow(count=5):
                return [count for count in range(count)][-1]
            def closure():
                total = 0
                def add():
                    nonlocal total
                    total += count
                    return total
                return add()
            last = -1  # (a walrus in a comprehension alone would bind it only on some runs)
            squares = [n * n for n in range(4) if (last := n)]
        """,
        "app/__main__.py": """
            from .counter import bump, Box, shadow, closure, squares, last
            bump(); bump()
            print(Box().get(), Box.count, shadow(), closure(), squares, last)
        """,
    },
    "del_of_items_keeps_the_name": {
        "app/__init__.py": "",
        "app/registry.py": """
            REGISTRY = {"a": 1, "b": 2, "~": 0}
            del REGISTRY["~"]
            class Box:
                pass
            BOX = Box()
            BOX.size = 3
            del BOX.size
        """,
        "app/__main__.py": """
            from .registry import REGISTRY, BOX
            print(sorted(REGISTRY), hasattr(BOX, "size"))
        """,
    },
    "packages_and_main_guard": {
        "app/__init__.py": "GREETING = 'hi'",
        "app/sub/__init__.py": "",
        "app/sub/deep.py": """
            import math
            from collections import deque as queue
            def root(x):
                return math.isqrt(x), len(queue([1, 2]))
            if __name__ == "__main__":
                print("must not run when bundled")
        """,
        "app/__main__.py": """
            import math
            import app.sub.deep
            from app import GREETING
            if __name__ == "__main__":
                print(GREETING, app.sub.deep.root(17), math.pi > 3)
        """,
    },
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_merged_program_behaves_like_sources(tree, tmp_path, name):
    root = tree(PROGRAMS[name])
    expected = run_python(["-m", "app"], cwd=root)
    assert expected.returncode == 0, expected.stderr
    merged = tmp_path / "merged.py"
    merged.write_text(inlined_source(root, "app.__main__"))
    got = run_python([str(merged)], cwd=tmp_path / "..")
    assert got.returncode == 0, got.stderr + merged.read_text()
    assert got.stdout == expected.stdout


def test_stdlib_imports_are_hoisted_once(tree):
    source = inlined_source(tree(PROGRAMS["packages_and_main_guard"]), "app.__main__")
    assert source.count("import math") == 1
    assert "must not run" not in source


def test_unused_definitions_are_shaken_out(tree):
    source = inlined_source(
        tree(PROGRAMS["star_reexport_and_shadowed_import"]), "app.__main__"
    )
    assert "HIDDEN" not in source and "__all__" not in source


BAD_PROGRAMS = {
    "syntax error": (
        {
            "app/__main__.py": "from . import b\n",
            "app/b.py": "x = (1,\n",
            "app/__init__.py": "",
        },
        "b.py:1",
        "syntax error",
    ),
    "third-party import": (
        {
            "app/__main__.py": "from . import b\n",
            "app/b.py": "\n\nimport numpy\n",
            "app/__init__.py": "",
        },
        "b.py:3",
        "numpy",
    ),
    "cycle": (
        {
            "app/__main__.py": "from . import a\n",
            "app/a.py": "from . import b\n",
            "app/b.py": "from . import a\n",
            "app/__init__.py": "",
        },
        "import cycle",
        "app.a -> app.b -> app.a",
    ),
    "dynamic import": (
        {"app/__main__.py": "m = __import__('app.b')\n", "app/__init__.py": ""},
        "__main__.py:1",
        "dynamic import",
    ),
    "import in function": (
        {
            "app/__main__.py": "def f():\n    from . import b\n",
            "app/b.py": "",
            "app/__init__.py": "",
        },
        "__main__.py:2",
        "inside a function",
    ),
    "star import of a missing name": (
        {
            "app/__main__.py": "from .b import *\nprint(missing)\n",
            "app/b.py": "present = 1\n",
            "app/__init__.py": "",
        },
        "__main__.py:2",
        "'missing' is not defined",
    ),
    "unresolvable import": (
        {
            "app/__main__.py": "from .b import nothing\n",
            "app/b.py": "present = 1\n",
            "app/__init__.py": "",
        },
        "__main__.py:1",
        "cannot import name 'nothing'",
    ),
    "module used as value": (
        {
            "app/__main__.py": "from . import b\nprint(b)\n",
            "app/b.py": "",
            "app/__init__.py": "",
        },
        "__main__.py:2",
        "used as a value",
    ),
    "missing module attribute": (
        {
            "app/__main__.py": "from . import b\nprint(b.nope)\n",
            "app/b.py": "",
            "app/__init__.py": "",
        },
        "__main__.py:2",
        "has no module-level name 'nope'",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_PROGRAMS))
def test_bad_sources_fail_with_file_and_line(tree, case):
    files, location, detail = BAD_PROGRAMS[case]
    root = tree(files)
    with pytest.raises(BundleError) as raised:
        inlined_source(root, "app.__main__")
    message = str(raised.value)
    assert location in message and detail in message


def test_error_names_the_import_chain(tree):
    root = tree(
        {
            "app/__init__.py": "",
            "app/__main__.py": "from . import a\n",
            "app/a.py": "from . import b\n",
            "app/b.py": "import requests\n",
        }
    )
    with pytest.raises(
        BundleError, match=r"imported via app.__main__ -> app.a -> app.b"
    ):
        inlined_source(root, "app.__main__")


def test_missing_module_names_the_import_line(tree):
    root = tree({"app/__init__.py": "", "app/__main__.py": "\nfrom .gone import x\n"})
    with pytest.raises(
        BundleError, match=r"__main__.py:2: module 'app.gone' not found"
    ):
        inlined_source(root, "app.__main__")


@pytest.mark.parametrize(
    "main, helper, refused",
    [
        # nothing reads the plain annotations of the module without the future: flat
        (
            "import helper\n\n\ndef g(y: int) -> str:\n    return str(y)\n\n\nprint(g(1))\n",
            "",
            False,
        ),
        # only the modules with the future have annotations: flat, strings either way
        ("import helper\n\nprint(helper.f.__annotations__)\n", "", False),
        # an annotation with an effect (a call) is evaluated by the sources
        ("import helper\n\n\ndef g(y: print('hi')):\n    return y\n", "", True),
        # a dataclass's class annotations reach its decorator (ClassVar)
        (
            "import dataclasses, typing\nimport helper\n\n\n@dataclasses.dataclass\n"
            "class C:\n    n: typing.ClassVar[int] = 1\n",
            "",
            True,
        ),
        # plain annotations, but something reads annotations
        (
            "import inspect\nimport helper\n\n\ndef g(y: int):\n    return y\n\n\n"
            "print(inspect.signature(g))\n",
            "",
            True,
        ),
    ],
)
def test_a_future_only_some_modules_import(tree, main, helper, refused):
    root = tree(
        {
            "main.py": main,
            "helper.py": "from __future__ import annotations\n\n\n"
            "def f(x: int) -> int:\n    return x\n" + helper,
        }
    )
    program = resolve(root, "main", "flat")
    assert bool(common_future_reasons(program)) == refused


@pytest.mark.parametrize(
    "main, helper, refused",
    [
        # equal constants of two modules, and `is` between values that may be them
        ("import helper\nA = (0, 0)\nprint(A is helper.B)\n", "B = (0, 0)\n", True),
        (
            "import helper\nA = 'no move!'\nprint(A is helper.B)\n",
            "B = 'no move!'\n",
            True,
        ),
        ("import helper\nA = -1.5\nprint(A is not helper.B)\n", "B = -1.5\n", True),
        ("import helper\nA = 1000\nprint(id(A), helper.B)\n", "B = 1000\n", True),
        # a lambda's body and a conditional expression's are expressions, not statements
        (
            "import helper\nf = lambda: 'no move!' if helper else 1\nprint(f() is helper.B)\n",
            "B = 'no move!'\n",
            True,
        ),
        # one object anyway: small ints, identifier-like and one-character strings, ()
        (
            "import helper\nA = 7, 'word', 'x', ()\nprint(A is helper.B)\n",
            "B = 7\nC = 'word'\nD = 'x'\nE = ()\n",
            False,
        ),
        # no identity read of constants: `is None`, `type(x) is int`, `x is int`
        (
            "import helper\nA = (0, 0)\nprint(A is None, type(A) is tuple, A is int)\n",
            "B = (0, 0)\n",
            False,
        ),
        # the constant in one module only; docstrings and f-string text are no objects
        ("import helper\nA = (0, 0)\nprint(A is helper.B)\n", "B = (0, 1)\n", False),
        (
            '"""Doc text."""\nimport helper\nprint(f"a b{1}" is helper.B)\n',
            '"""Doc text."""\nB = 2\nC = f"a b{2}"\n',
            False,
        ),
    ],
)
def test_equal_constants_of_two_modules_where_identity_is_read(
    tree, main, helper, refused
):
    root = tree({"main.py": main, "helper.py": helper})
    program = resolve(root, "main", "flat")
    assert bool(shared_constant_reasons(program)) == refused


def test_a_module_attribute_that_a_local_would_capture_is_named_as_written(tree):
    root = tree(
        {
            "cfg.py": "def scale(x):\n    return x * 3\n",
            "main.py": "import cfg\n\n\ndef run(n):\n    scale = cfg.scale(n)\n"
            "    return scale\n\n\nprint(run(2))\n",
        }
    )
    with pytest.raises(FlattenError) as raised:
        inline(resolve(root, "main", "flat"))
    assert "main.py:5: 'cfg.scale' would become 'scale'" in str(raised.value)
