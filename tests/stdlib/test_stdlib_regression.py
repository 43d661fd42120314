"""CPython's own regression tests pass on library-mode minified standard-library modules."""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import MODULES
from .harness import run_regression_test


@pytest.mark.parametrize("module", sorted(MODULES))
def test_cpython_tests_pass_on_minified_module(module: str, tmp_path: Path) -> None:
    result = run_regression_test(module, MODULES[module], tmp_path)
    assert result.minified_chars < result.source_chars
    assert result.passed, result.output[-4000:]


def test_shadowing_is_detected(tmp_path: Path) -> None:
    """The check that the minified copy is the one imported can fail: `os` is frozen
    into the interpreter, so a copy on PYTHONPATH never shadows it."""
    result = run_regression_test("os", "test_os", tmp_path)
    assert not result.passed
    assert "was not the one imported" in result.output
