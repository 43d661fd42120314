"""Minify a standard-library module in library mode and run CPython's own tests on it.

The minified copy shadows the original through PYTHONPATH; the run first checks that
the module really is imported from the shadow directory. Private names that the tests
or other standard-library modules reach (`statistics._sum`, `from X import _y`) are the
module's interface in practice, so they are passed as `fixed_names`.
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

from bundler.core.minify import MinifyOptions, minify_source

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
    """Write the library-mode minified `module` into `directory`; return both sizes."""
    source = (STDLIB / f"{module}.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    keep = frozenset(names_reached_from_outside(module, test, tree))
    minified = minify_source(source, MinifyOptions(mode="library", fixed_names=keep))
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{module}.py").write_text(minified.text, encoding="utf-8")
    return len(source), len(minified.text)


def not_shadowed(modules: list[str], directory: Path) -> list[str]:
    """The modules that, with `directory` on PYTHONPATH, are not imported from it (a
    module frozen into the interpreter, like `os`, cannot be shadowed)."""
    check = (
        "import importlib, pathlib, sys\n"
        "for name in sys.argv[2:]:\n"
        "    module = importlib.import_module(name)\n"
        "    if pathlib.Path(module.__file__).resolve().parent != pathlib.Path(sys.argv[1]):\n"
        "        print(name)\n"
    )
    completed = subprocess.run(
        [PYTHON, "-c", check, str(directory.resolve()), *modules],
        env={**os.environ, "PYTHONPATH": str(directory)},
        cwd=directory,
        capture_output=True,
        text=True,
    )
    return completed.stdout.split() or ([] if completed.returncode == 0 else modules)


def run_regression_tests(
    modules: dict[str, str], directory: Path, jobs: int = 2
) -> Result:
    """Minify every module into `directory` and run `python -m test` on all of their
    tests at once, every minified module shadowing its original at the same time."""
    sizes = [minify_into(module, test, directory) for module, test in modules.items()]
    source_chars = sum(size[0] for size in sizes)
    minified_chars = sum(size[1] for size in sizes)
    label = ",".join(modules)
    missing = not_shadowed(list(modules), directory)
    if missing:
        output = f"the minified {', '.join(missing)} was not the one imported"
        return Result(label, "", False, output, source_chars, minified_chars)
    completed = subprocess.run(
        [PYTHON, "-m", "test", f"-j{jobs}", *modules.values()],
        env={**os.environ, "PYTHONPATH": str(directory)},
        cwd=directory,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    passed = completed.returncode == 0
    output = completed.stdout + completed.stderr
    tests = " ".join(modules.values())
    return Result(label, tests, passed, output, source_chars, minified_chars)


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
