"""One folder per arena: the package's code names no arena outside that arena's folder
(bundler/arena/arenas/<arena>/), so adding an arena touches no table elsewhere. Docstrings
may name arenas as examples; code, templates and the viewer's page may not."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bundler.arena.arenas import specs

PACKAGE = Path(__file__).resolve().parents[2] / "bundler"
ARENA_FOLDERS = PACKAGE / "arena" / "arenas"


def arena_names() -> set[str]:
    """Every spelling of every arena: its name and its folder's module name."""
    names = set()
    for spec in specs().values():
        names |= {spec.name, spec.package.rpartition(".")[2]}
    return names


def docstring_nodes(tree: ast.Module) -> set[int]:
    documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, documented) and ast.get_docstring(node, clean=False)
    }


def named_outside_their_folders() -> list[str]:
    pattern = re.compile(
        r"\b(?:" + "|".join(map(re.escape, sorted(arena_names()))) + r")\b"
    )
    found = []
    for path in sorted(PACKAGE.rglob("*")):
        if not path.is_file() or ARENA_FOLDERS in path.parents:
            continue
        where = path.relative_to(PACKAGE.parent)
        if path.suffix == ".py":
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = docstring_nodes(tree)
            found += [
                f"{where}:{node.lineno}: {node.value!r}"
                for node in ast.walk(tree)
                if isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and pattern.search(node.value)
            ]
        elif path.suffix in (".j2", ".html"):
            lines = path.read_text(encoding="utf-8").splitlines()
            found += [
                f"{where}:{number}: {line.strip()}"
                for number, line in enumerate(lines, 1)
                if pattern.search(line)
            ]
    return found


def test_no_arena_is_named_outside_its_folder():
    assert named_outside_their_folders() == []


def test_every_arena_folder_holds_its_parts():
    for spec in specs().values():
        assert spec.folder.parent == ARENA_FOLDERS
        for part in ("referee.py", "board.py"):
            assert (spec.folder / part).is_file(), (spec.name, part)
        assert spec.protocol.is_file()
        assert spec.referee().SEATS == spec.seats
        assert spec.referee().LIMITS == spec.limits
