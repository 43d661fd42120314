"""Folders a module adds to sys.path, as resolve follows them (vendored libraries)."""

import ast

import pytest

from bundler.core.search_paths import added_search_path_calls, added_search_paths


@pytest.mark.parametrize(
    "statement, folder, first",
    [
        (
            "sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vendor'))",
            "vendor",
            True,
        ),
        ("sys.path.insert(0, os.path.dirname(__file__) + '/vendor')", "vendor", True),
        (
            "sys.path.insert(1, os.path.realpath(os.path.join(os.path.dirname(__file__), 'lib', 'deep')))",
            "lib/deep",
            False,
        ),
        (
            "sys.path.append(str(Path(__file__).resolve().parent / 'vendor'))",
            "vendor",
            False,
        ),
        (
            "sys.path.append(str(pathlib.Path(__file__).parent.absolute() / 'lib' / 'deep'))",
            "lib/deep",
            False,
        ),
        (
            "sys.path.extend([os.fspath(Path(__file__).parent / 'vendor')])",
            "vendor",
            False,
        ),
        (  # names the module binds once, above the call
            "HERE = os.path.dirname(os.path.abspath(__file__))\n"
            "LIB = os.path.join(HERE, 'lib')\n"
            "sys.path.insert(0, os.path.join(LIB, 'deep'))",
            "lib/deep",
            True,
        ),
        (
            "ROOT = Path(__file__).resolve().parent\n"
            "def setup():\n    sys.path.append(str(ROOT / 'vendor'))\nsetup()",
            "vendor",
            False,
        ),
    ],
)
def test_known_folders_are_followed(tmp_path, statement, folder, first):
    (tmp_path / "vendor").mkdir()
    (tmp_path / "lib" / "deep").mkdir(parents=True)
    tree = ast.parse(statement)
    added = added_search_paths(tree, tmp_path / "main.py")
    assert [(a.folder, a.first) for a in added] == [
        ((tmp_path / folder).resolve(), first)
    ]
    assert len(added_search_path_calls(tree, tmp_path / "main.py")) == 1


@pytest.mark.parametrize(
    "statement",
    [
        "sys.path.insert(0, os.getcwd())",  # the working folder: not known at build time
        "sys.path.insert(0, os.environ['VENDOR'])",
        "sys.path.append(os.path.join(os.path.dirname(__file__), 'missing'))",  # no folder
        "sys.path.insert(0, os.path.join(HERE, 'vendor'))",  # a name never bound
        # a name bound twice, in a function, by `global`, or below the call
        "HERE = os.path.dirname(__file__)\nHERE = '/elsewhere'\n"
        "sys.path.insert(0, os.path.join(HERE, 'vendor'))",
        "HERE = os.path.dirname(__file__)\ndef f(HERE):\n"
        "    sys.path.insert(0, os.path.join(HERE, 'vendor'))",
        "HERE = os.path.dirname(__file__)\ndef f():\n    global HERE\n    HERE = 'x'\n"
        "sys.path.insert(0, os.path.join(HERE, 'vendor'))",
        "sys.path.insert(0, os.path.join(HERE, 'vendor'))\nHERE = os.path.dirname(__file__)",
        "for HERE in [os.path.dirname(__file__)]:\n    pass\n"
        "HERE = os.path.dirname(__file__)\nsys.path.insert(0, os.path.join(HERE, 'vendor'))",
        "path.insert(0, 'vendor')",  # not sys.path
    ],
)
def test_unknown_folders_are_not_followed(tmp_path, statement):
    (tmp_path / "vendor").mkdir()
    tree = ast.parse(statement)
    assert added_search_paths(tree, tmp_path / "main.py") == []
    assert added_search_path_calls(tree, tmp_path / "main.py") == []


def test_a_call_with_one_unknown_folder_still_counts_as_observed(tmp_path):
    (tmp_path / "vendor").mkdir()
    tree = ast.parse(
        "sys.path.extend([os.path.dirname(__file__) + '/vendor', os.getcwd()])"
    )
    assert len(added_search_paths(tree, tmp_path / "main.py")) == 1
    assert added_search_path_calls(tree, tmp_path / "main.py") == []
