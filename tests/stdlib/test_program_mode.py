"""Program mode on real code: CPython test modules, minified as whole programs (their
module-level names, parameters and repeated literals all rewritten), still pass.

Only test modules that do not compare their own class or function names against
string literals (renaming those is what program mode is for) are listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from .harness import run_test_file_as_program

TEST_MODULES = [
    "test_heapq",
    "test_bisect",
    "test_textwrap",
    "test_fractions",
    "test_difflib",
    "test_shlex",
    "test_string",
    "test_colorsys",
    "test_csv",
    "test_base64",
    "test_copy",
    "test_graphlib",
    "test_random",
    "test_operator",
    "test_ipaddress",
    "test_optparse",
]


@pytest.mark.parametrize("test", TEST_MODULES)
def test_minified_test_module_passes(test: str, tmp_path: Path) -> None:
    result = run_test_file_as_program(test, tmp_path)
    assert result.minified_chars < result.source_chars
    assert result.passed, result.output[-4000:]
