"""Minify a standard-library module in library mode and run CPython's own tests on it.

The minified copy shadows the original through PYTHONPATH; the run first checks that
the module really is imported from the shadow directory. Private names that the tests
or other standard-library modules reach (`statistics._sum`, `from X import _y`) are the
module's interface in practice, so they are passed as `keep_names`.
"""

from __future__ import annotations

import ast
import functools
import os
import re
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from bundler.minify import MinifyOptions, minify_source

STDLIB = Path(sysconfig.get_paths()["stdlib"])
TESTS = STDLIB / "test"
# the interpreter whose standard library and `test` package are exercised
PYTHON = sys.executable


@dataclass(frozen=True)
class Result:
    module: str
    test: str
    passed: bool
    output: str
    source_chars: int
    minified_chars: int


def test_sources(test: str) -> list[Path]:
    single = TESTS / f"{test}.py"
    return [single] if single.exists() else sorted((TESTS / test).rglob("*.py"))


@functools.cache
def _stdlib_texts() -> list[str]:
    texts = []
    for path in STDLIB.glob("*.py"):
        texts.append(path.read_text(encoding="utf-8", errors="replace"))
    return texts


def names_reached_from_outside(module: str, test: str, tree: ast.Module) -> set[str]:
    """Private module-level names of `module` that its tests or other modules use."""
    private = {
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and node.id.startswith("_")
    } | {
        node.name
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    }
    reached: set[str] = set()
    for path in test_sources(test):
        text = path.read_text(encoding="utf-8", errors="replace")
        reached |= set(re.findall(r"\b_\w+", text))
    attribute = re.compile(rf"\b{re.escape(module)}\.(_\w+)")
    imported = re.compile(rf"^\s*from\s+{re.escape(module)}\s+import\s+([^#\n]+)", re.M)
    for text in _stdlib_texts():
        reached |= set(attribute.findall(text))
        for names in imported.findall(text):
            reached |= set(re.findall(r"\b_\w+", names))
    return reached & private


def minify_into(module: str, test: str, directory: Path) -> tuple[int, int]:
    source = (STDLIB / f"{module}.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    keep = frozenset(names_reached_from_outside(module, test, tree))
    minified = minify_source(source, MinifyOptions(mode="library", keep_names=keep))
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{module}.py").write_text(minified.text, encoding="utf-8")
    return len(source), len(minified.text)


def run_regression_test(module: str, test: str, directory: Path) -> Result:
    """Minify `module` into `directory` and run `python -m test <test>` against it."""
    source_chars, minified_chars = minify_into(module, test, directory)
    environment = {**os.environ, "PYTHONPATH": str(directory)}
    environment.pop("PYTHONHASHSEED", None)
    shadow = directory / f"{module}.py"
    check = (
        f"import {module}, pathlib, sys; "
        f"sys.exit(pathlib.Path({module}.__file__).resolve() != pathlib.Path({str(shadow.resolve())!r}))"
    )
    imported = subprocess.run(
        [PYTHON, "-c", check], env=environment, cwd=directory, capture_output=True
    )
    if imported.returncode != 0:
        output = f"the minified {module} was not the one imported\n{imported.stderr.decode()}"
        return Result(module, test, False, output, source_chars, minified_chars)
    completed = subprocess.run(
        [PYTHON, "-m", "test", test],
        env=environment,
        cwd=directory,
        capture_output=True,
        text=True,
        timeout=900,
    )
    passed = completed.returncode == 0
    output = completed.stdout + completed.stderr
    return Result(module, test, passed, output, source_chars, minified_chars)


def run_test_file_as_program(test: str, directory: Path) -> Result:
    """Minify CPython's `test` module itself in program mode (module-level names,
    parameters and literals all rewritten) and run it with unittest."""
    path = TESTS / f"{test}.py"
    source = path.read_text(encoding="utf-8")
    minified = minify_source(source, MinifyOptions(mode="program"))
    directory.mkdir(parents=True, exist_ok=True)
    module = f"minified_{test}"
    (directory / f"{module}.py").write_text(minified.text, encoding="utf-8")
    completed = subprocess.run(
        [PYTHON, "-m", "unittest", module],
        cwd=directory,
        capture_output=True,
        text=True,
        timeout=900,
    )
    output = completed.stdout + completed.stderr
    passed = completed.returncode == 0
    return Result(test, test, passed, output, len(source), len(minified.text))
