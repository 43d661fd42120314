"""Inputs for `pyminify -` (python-minifier: Python source on stdin, minified source on stdout):
real modules — every Python file of the pinned python-minifier package itself, the Python files
at the top of the pinned pygments package and of its formatters, every eighth of its lexers — and
the Python snippet, each minified under one set of options (global renaming, literal hoisting,
annotation and assert removal, constant folding...); plus a syntax error, `--version` and an
unknown option."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from .case import Case, snippet

OPTION_SETS = [
    (),
    ("--rename-globals",),
    ("--no-hoist-literals", "--no-rename-locals"),
    ("--remove-literal-statements", "--remove-asserts", "--remove-debug"),
    ("--rename-globals", "--preserve-globals", "main,Lexer,RegexLexer"),
    ("--no-remove-annotations", "--prefer-single-line"),
    ("--no-combine-imports", "--no-remove-pass", "--no-remove-object-base"),
    ("--no-constant-folding", "--no-remove-dead-branches"),
    ("--remove-class-attribute-annotations", "--no-convert-posargs-to-args"),
    ("--preserve-locals", "self,text,token", "--no-remove-explicit-return-none"),
    ("--no-remove-builtin-exception-brackets", "--no-preserve-shebang"),
    ("--no-remove-variable-annotations", "--no-remove-return-annotations"),
]


def _package(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    assert (
        spec is not None and spec.origin
    ), f"{name} (pinned in the test extra) is needed"
    return Path(spec.origin).parent


def real_modules() -> list[tuple[str, str]]:
    minifier = _package("python_minifier")
    pygments = _package("pygments")
    files = [(minifier, path) for path in sorted(minifier.rglob("*.py"))]
    files += [(pygments, path) for path in sorted(pygments.glob("*.py"))]
    files += [
        (pygments, path) for path in sorted((pygments / "formatters").glob("*.py"))
    ]
    files += [
        (pygments, path) for path in sorted((pygments / "lexers").glob("*.py"))[::8]
    ]
    return [
        (f"{root.name}/{path.relative_to(root)}", path.read_text(encoding="utf-8"))
        for root, path in files
    ]


def cases() -> list[Case]:
    result = []
    for index, (name, text) in enumerate(real_modules()):
        options = OPTION_SETS[index % len(OPTION_SETS)]
        result.append(Case(name, (*options, "-"), text))
    result += [
        Case("fib.py", ("--rename-globals", "-"), snippet("fib.py")),
        Case("syntax error", ("-",), "def f(:\n    pass\n"),
        Case("--version", ("--version",)),
        Case("unknown option", ("--nosuch", "-"), "x = 1\n"),
    ]
    return result
