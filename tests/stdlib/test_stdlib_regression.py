"""CPython's own regression tests pass on library-mode minified standard-library
modules: all of the corpus minified into one directory, each shadowing its original
(and checked to be the one imported), their tests run together on two workers."""

from __future__ import annotations

from pathlib import Path

from .corpus import MODULES
from .harness import run_regression_tests


def test_cpython_tests_pass_on_minified_modules(tmp_path: Path) -> None:
    result = run_regression_tests(MODULES, tmp_path)
    assert result.minified_chars < result.source_chars
    assert result.passed, result.output[-6000:]


def test_shadowing_is_checked(tmp_path: Path) -> None:
    """The import check can fail: `os` is frozen into the interpreter, so a copy on
    PYTHONPATH never shadows it."""
    result = run_regression_tests({"os": "test_os"}, tmp_path)
    assert not result.passed
    assert "the minified os was not the one imported" in result.output
