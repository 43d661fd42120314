"""The package's architecture, checked: import-linter's contracts (pyproject.toml), no import
circle between any two modules (a package's `__init__` counts as a module, and imports under
`TYPE_CHECKING` count too), and every module says in its first docstring line what it is for.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "bundler"


def test_import_linter_contracts_are_kept():
    linter = Path(sys.executable).with_name("lint-imports")
    outcome = subprocess.run(
        [str(linter), "--no-cache"], cwd=ROOT, capture_output=True, text=True
    )
    assert outcome.returncode == 0, outcome.stdout + outcome.stderr
    assert "0 broken" in outcome.stdout


def import_circles(imports: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for start in sorted(imports):
        if start in index:
            continue
        work = [(start, iter(sorted(imports[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(imports.get(target, ())))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        circles.append(sorted(component))
    return circles


def test_import_circles_are_found():
    assert import_circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [
        ["a", "b", "c"]
    ]
    assert import_circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_the_package():
    graph = grimp.build_graph("bundler")
    imports = {
        module: graph.find_modules_directly_imported_by(module)
        for module in graph.modules
    }
    assert import_circles(imports) == []


def test_every_module_says_what_it_is_for():
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        docstring = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        if not docstring or not docstring.splitlines()[0].strip():
            missing.append(path.relative_to(ROOT).as_posix())
    assert missing == []
