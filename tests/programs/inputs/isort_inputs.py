"""Inputs for `isort -` (Python source on stdin, sorted source on stdout): seeded import blocks
(standard-library, third-party, relative, `as` and star imports, comments, `# isort: skip`,
`try`/`TYPE_CHECKING` blocks, imports after code and inside functions) and real modules (the
Python files at the top of the pinned pygments package and of its formatters, and the Python
snippet), each sorted under one set of options (profiles, wrap modes, line lengths, single-line,
order and section options); plus `--check-only` (exit status 1 when unsorted), `--version` and an
unknown profile.

isort places a module in the first-party section when a folder or file of that name is in the
current directory (its default `src_paths`): the sources run next to `isort/` and `main.py`, the
bundle alone, so no input names a module `isort` or `main` (a difference of the test's layout,
not of the bundle)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

from .case import Case, snippet

STDLIB = [
    "os",
    "sys",
    "re",
    "json",
    "collections",
    "typing",
    "itertools",
    "functools",
    "pathlib",
    "dataclasses",
    "os.path",
    "xml.etree.ElementTree",
    "logging.handlers",
    "abc",
]
THIRD_PARTY = [
    "requests",
    "numpy",
    "django.db.models",
    "flask",
    "attr",
    "yaml",
    "pytest",
]
FIRST_PARTY = ["myproject", "myproject.utils", "app.models"]
NAMES = [
    "Path",
    "defaultdict",
    "OrderedDict",
    "Any",
    "cast",
    "chain",
    "wraps",
    "field",
    "A",
    "b",
]

OPTION_SETS = [
    (),
    ("--profile", "black"),
    ("--profile", "google"),
    ("--profile", "django"),
    ("--profile", "pycharm"),
    ("--profile", "open_stack"),
    ("--sl",),
    ("-l", "40", "-m", "3", "--tc"),
    ("-l", "50", "-m", "GRID"),
    ("-l", "30", "-m", "5", "--up"),
    ("-l", "60", "-m", "VERTICAL_GRID_GROUPED", "--tc"),
    ("--ca", "--ot"),
    ("--fss", "--fas"),
    ("--lai", "1", "--lbt", "1"),
    ("--float-to-top",),
    ("--cs", "--ds"),
    ("--rr", "--ff"),
    ("-p", "myproject", "--known-local-folder", "app"),
    ("--ls", "--reverse-sort"),
    ("--py", "27"),
    ("-e", "-l", "45"),
    ("--combine-straight-imports", "--honor-noqa"),
    ("--profile", "hug", "--star-first"),
    ("--case-sensitive", "--force-sort-within-sections", "--srss"),
]


def _module(rng: random.Random) -> str:
    return rng.choice(STDLIB + THIRD_PARTY + FIRST_PARTY)


def _import(rng: random.Random) -> str:
    kind = rng.randrange(9)
    module = _module(rng)
    if kind == 0:
        return f"import {module}"
    if kind == 1:
        return f"import {module} as m{rng.randrange(9)}"
    if kind == 2:
        return f"import {module}, {_module(rng)}"
    if kind == 3:
        names = ", ".join(rng.sample(NAMES, rng.randint(1, 6)))
        return f"from {module} import {names}"
    if kind == 4:
        return f"from {'.' * rng.randint(1, 3)}{rng.choice(['', 'sibling', 'pkg.sub'])} import x{rng.randrange(9)}"
    if kind == 5:
        return f"from {module} import *"
    if kind == 6:
        return f"from {module} import {rng.choice(NAMES)} as alias{rng.randrange(9)}  # keep me"
    if kind == 7:
        names = ", ".join(
            f"very_long_name_number_{i}" for i in range(rng.randint(3, 8))
        )
        return f"from {module} import ({names})"
    return f"import {module}  # isort: skip"


def source(seed: int) -> str:
    rng = random.Random(seed)
    lines = []
    if rng.random() < 0.4:
        lines.append('"""Module docstring."""')
    if rng.random() < 0.3:
        lines.append("from __future__ import annotations")
    lines += [_import(rng) for _ in range(rng.randint(3, 12))]
    if rng.random() < 0.3:
        lines += ["try:", f"    {_import(rng)}", "except ImportError:", "    pass"]
    if rng.random() < 0.3:
        lines += [
            "from typing import TYPE_CHECKING",
            "if TYPE_CHECKING:",
            f"    {_import(rng)}",
        ]
    lines += ["", "", "def f():", f"    {_import(rng)}", "    return 1", ""]
    if rng.random() < 0.4:
        lines += [_import(rng), "x = 1", _import(rng)]
    return "\n".join(lines) + "\n"


def real_modules() -> list[tuple[str, str]]:
    spec = importlib.util.find_spec("pygments")
    assert (
        spec is not None and spec.origin
    ), "pygments (pinned in the test extra) is needed"
    package = Path(spec.origin).parent
    files = sorted(package.glob("*.py")) + sorted((package / "formatters").glob("*.py"))
    return [
        (f"pygments/{path.relative_to(package)}", path.read_text(encoding="utf-8"))
        for path in files
    ]


def cases() -> list[Case]:
    result = []
    for seed in range(72):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        result.append(Case(f"import block {seed}", (*options, "-"), source(seed)))
    for index, (name, text) in enumerate(real_modules()):
        options = OPTION_SETS[(index * 5) % len(OPTION_SETS)]
        result.append(Case(name, (*options, "-"), text))
    result += [
        Case("fib.py", ("--profile", "black", "-"), snippet("fib.py")),
        Case("--check-only unsorted", ("--check-only", "-"), "import sys\nimport os\n"),
        Case("--check-only sorted", ("--check-only", "-"), "import os\nimport sys\n"),
        Case("--version", ("--version",)),
        Case("unknown profile", ("--profile", "nosuch", "-"), "import os\n"),
        Case("syntax error", ("-",), "import os\nimport (\n"),
    ]
    return result
