"""The user's project configuration: `[tool.arena-bundler]` in the nearest pyproject.toml.

The table is found the way black and pytest find theirs: walking up from the current
directory to the first `pyproject.toml`; that file's folder is the project root, and every
path in the table is relative to it. Without a pyproject (or without the table) a project
has no arenas, and `bundle` and `minify` still work with their defaults.

    [tool.arena-bundler.arenas.connect4]
    entry = "bot.__main__"        # module run as __main__ (required)
    output = "dist/connect4.py"   # the paste-ready file (required)

Every other key has a default (`Arena`'s fields; `ARENA_KEYS` says what each means). Errors are one line naming the file and
the key. Imports nothing of the package: every layer may read the configuration.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass
from pathlib import Path

TABLE = "arena-bundler"

# key -> (accepted types, meaning); defaults are `Arena`'s
ARENA_KEYS: dict[str, tuple[type | tuple[type, ...], str]] = {
    "entry": (
        str,
        "module run as __main__ under the project root, or a script (main.py)",
    ),
    "output": (str, "the bundle file written by `build`"),
    "template": (str, "jinja2 template file (default: the packaged one)"),
    "size_limit": (int, "characters, as UTF-16 code units (CodinGame's count)"),
    "first_turn_time": ((int, float), "seconds for the first answer"),
    "turn_time": ((int, float), "seconds for every later answer"),
    "referee": (str, "local referee for play/replay/record (`list` names them)"),
    "stub": (str, "protocol description for `generate`/`new`"),
    "lossy": (bool, "rename and strip even what the program can observe (opt-in)"),
    "keep_asserts": (bool, "with lossy: keep assert statements"),
    "keep_names": (bool, "with lossy: keep def, class and parameter names"),
    "pack": (bool, "carry the bundle compressed, decoded at start (opt-in)"),
}
REQUIRED_KEYS = ("entry", "output")


class ConfigError(Exception):
    """A configuration the tool cannot use; the message is one line: file, key, reason."""


class UsageError(Exception):
    """A command line the tool cannot run; the message is one line naming the argument."""


@dataclass(frozen=True)
class Arena:
    name: str
    entry: str
    output: Path
    template: Path | None = None  # None: the packaged default template
    size_limit: int = 100_000
    first_turn_time: float = 1.0
    turn_time: float = 0.1
    referee: str | None = None
    lossy: bool = False  # rename and strip even what the program can observe
    keep_asserts: bool = False  # with lossy
    keep_names: bool = False  # with lossy: keep def, class and parameter names
    stub: Path | None = None  # the arena's protocol description (docs/stub-language.md)
    pack: bool = False  # carry the bundle compressed, decoded and run at start


@dataclass(frozen=True)
class Project:
    root: Path  # the pyproject's folder, or the starting folder when there is none
    pyproject: Path | None
    arenas: dict[str, Arena]

    def arena(self, name: str) -> Arena:
        if name not in self.arenas:
            known = ", ".join(self.arenas) or f"none: add [tool.{TABLE}.arenas.NAME]"
            where = self.pyproject or f"{self.root} (no pyproject.toml)"
            raise ConfigError(f"{where}: unknown arena {name!r} (known: {known})")
        return self.arenas[name]


def entry_source(root: Path, module: str) -> Path | None:
    """The file of dotted `module` under `root` (`a/b.py` or `a/b/__init__.py`), if any."""
    path = root.joinpath(*module.split("."))
    for candidate in (path.with_name(path.name + ".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def find_pyproject(start: Path) -> Path | None:
    for folder in (start, *start.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def load_project(start: Path | None = None) -> Project:
    """The project around `start` (default: the current directory)."""
    start = (start or Path.cwd()).resolve()
    pyproject = find_pyproject(start)
    if pyproject is None:
        return Project(start, None, {})
    try:
        with open(pyproject, "rb") as handle:
            document = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ConfigError(f"{pyproject}: cannot read: {error}") from None
    tools = document.get("tool", {})
    _expect_table(tools, pyproject, "tool")
    if TABLE not in tools:
        _refuse_misspelt_table(tools, pyproject)
    table = tools.get(TABLE, {})
    root = pyproject.parent
    _expect_table(table, pyproject, f"tool.{TABLE}")
    for key in table:
        if key != "arenas":
            raise ConfigError(
                f"{pyproject}: tool.{TABLE}.{key}: unknown key (known: arenas)"
            )
    arenas = table.get("arenas", {})
    _expect_table(arenas, pyproject, f"tool.{TABLE}.arenas")
    return Project(
        root,
        pyproject,
        {name: _arena(name, settings, pyproject) for name, settings in arenas.items()},
    )


def _refuse_misspelt_table(tools: dict, pyproject: Path) -> None:
    """A `[tool.arena_bundler]` table would otherwise read as a project without arenas,
    and every command would say so without naming the typo."""
    misspelt = difflib.get_close_matches(TABLE, list(tools), n=1, cutoff=0.8)
    if misspelt:
        raise ConfigError(
            f"{pyproject}: [tool.{misspelt[0]}]: unknown table; did you mean"
            f" [tool.{TABLE}]?"
        )


def _arena(name: str, settings: dict, pyproject: Path) -> Arena:
    prefix = f"tool.{TABLE}.arenas.{name}"
    _expect_table(settings, pyproject, prefix)
    values: dict[str, object] = {}
    for key, value in settings.items():
        if key not in ARENA_KEYS:
            raise ConfigError(
                f"{pyproject}: {prefix}.{key}: unknown key (known: {', '.join(ARENA_KEYS)})"
            )
        expected = ARENA_KEYS[key][0]
        if not isinstance(value, expected) or (
            isinstance(value, bool) and expected is not bool
        ):
            kind = " or ".join(t.__name__ for t in _types(expected))
            raise ConfigError(
                f"{pyproject}: {prefix}.{key}: expected {kind}, got {value!r}"
            )
        values[key] = value
    for key in REQUIRED_KEYS:
        if key not in values:
            raise ConfigError(f"{pyproject}: {prefix}.{key}: missing (required)")
    for key in ("size_limit", "first_turn_time", "turn_time"):
        if key in values and values[key] <= 0:  # type: ignore[operator]
            raise ConfigError(
                f"{pyproject}: {prefix}.{key}: must be positive, got {values[key]!r}"
            )
    root = pyproject.parent
    for key in ("template", "stub"):
        if key in values:
            path = root / str(values[key])
            if not path.is_file():
                raise ConfigError(
                    f"{pyproject}: {prefix}.{key}: file not found: {path}"
                )
            values[key] = path
    values["output"] = root / str(values["output"])
    return Arena(name=name, **values)  # type: ignore[arg-type]


def _expect_table(value: object, pyproject: Path, key: str) -> None:
    if not isinstance(value, dict):
        raise ConfigError(f"{pyproject}: {key}: expected a table, got {value!r}")


def _types(expected: type | tuple[type, ...]) -> tuple[type, ...]:
    return expected if isinstance(expected, tuple) else (expected,)
