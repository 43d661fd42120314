import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bundler.core.inline import inline
from bundler.core.resolve import resolve
from bundler.core.minify.passes.remove_unreachable import shake


def write_tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


def inlined_source(root: Path, entry: str) -> str:
    merged = inline(resolve(root, entry))
    return ast.unparse(shake(merged.tree, merged.fixed_names))


def run_python(
    args: list[str], cwd: Path, stdin: str = ""
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def tree(tmp_path):
    return lambda files: write_tree(tmp_path, files)
