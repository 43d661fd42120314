"""A crashed bot's traceback as its author reads it: a bundle's frames through the source map
beside it (`NAME.py.map`, written by `build`), with the sources' file, line, names and line
text, and one line saying where it failed (for fault lines and reports).

`rewrite` is the mapping the `traceback` command applies to a pasted traceback; the runner
applies it to the stderr of a bot it ran, automatically.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..config import ConfigError, load_project
from ..core.errors import BundleError
from ..core.sourcemap import load_source_map
from .match import bot_argv

FRAME = re.compile(r'File "([^"]*)", line (\d+)')
FUNCTION = re.compile(r"(, in )(\w+)$", re.MULTILINE)
QUOTED = re.compile(r"'(\w+)'")
_FRAME_LINE = re.compile(
    r'\s*File "(?P<file>[^"]*)", line (?P<line>\d+), in (?P<name>.+)'
)
_MAPPED = re.compile(r" \[(?:bundle|embedded) line \d+\]")


def rewrite(text: str, source_map: dict) -> str:
    """Frames of the bundle (and of its embedded modules) to `source file, line`, renamed
    module-level names back to the names the sources spell."""
    files, lines = source_map["files"], source_map["lines"]
    modules = source_map.get("modules", {})
    names = source_map.get("names", {})

    def replace(match: re.Match[str]) -> str:
        file, line = match.group(1), int(match.group(2))
        embedded = embedded_file(file, modules)
        if embedded is not None:
            origins = modules[embedded]
            source_line = origins[line - 1] if 0 < line <= len(origins) else 0
            if not source_line:
                return match.group(0)
            return f'File "{embedded}", line {source_line} [embedded line {line}]'
        entry = lines[line - 1] if 0 < line <= len(lines) else None
        if entry is None:
            return match.group(0)
        return f'File "{files[entry[0]]}", line {entry[1]} [bundle line {line}]'

    def source_name(match: re.Match[str]) -> str:
        name = match.group(match.lastindex)
        if name not in names:
            return match.group(0)
        return match.group(0).replace(name, names[name].rpartition(".")[2])

    text = FRAME.sub(replace, text)
    text = FUNCTION.sub(source_name, text)
    return "\n".join(
        QUOTED.sub(source_name, line) if not line.startswith(" ") else line
        for line in text.split("\n")
    )


def embedded_file(frame_file: str, modules: dict) -> str | None:
    """The embedded module (its path relative to the source root, as the map names it)
    a frame's file is: the bundle runs each one under that path joined to its own folder.
    """
    if frame_file in modules:
        return frame_file
    ends = [origin for origin in modules if frame_file.endswith("/" + origin)]
    return max(ends, key=len, default=None)


@dataclass(frozen=True)
class BundleMap:
    """A bundle, its source map and the folder the map's `files` are relative to."""

    bundle: Path
    source_map: dict
    root: Path

    def maps(self, frame_file: str) -> bool:
        """Whether a traceback frame of `frame_file` is the bundle's (or one of the
        modules embedded in it), not a standard library module's."""
        if embedded_file(frame_file, self.source_map.get("modules", {})) is not None:
            return True
        return Path(frame_file).resolve() == self.bundle.resolve()


def bundle_map(command: str, cwd: Path | None = None) -> BundleMap | None:
    """The source map of the bundle a bot command runs (`python dist/connect4.py`), when
    one lies beside it and describes this very bundle text; else None."""
    try:
        argv = bot_argv(command)
    except ValueError:
        return None
    base = cwd or Path.cwd()
    for word in argv[1:]:
        bundle = base / word
        if bundle.suffix != ".py" or not bundle.is_file():
            continue
        map_path = Path(f"{bundle}.map")
        if not map_path.is_file():
            return None
        try:
            source_map = load_source_map(
                bundle.read_text(encoding="utf-8"),
                map_path.read_text(encoding="utf-8"),
                str(map_path),
            )
        except (BundleError, OSError, UnicodeDecodeError):
            return None
        return BundleMap(
            bundle, source_map, _sources_root(map_path, source_map["files"])
        )
    return None


def _sources_root(map_path: Path, files: Sequence[str]) -> Path:
    """The folder the map's source files are relative to: the project root for a dotted
    entry, found from the bundle's folder upwards (`dist/` is usually one below it), or
    the folder of an arena's script entry (`entry = "bot/main.py"`)."""
    folders = list(map_path.resolve().parents)
    try:
        project = load_project(map_path.parent)
        folders += [
            (project.root / arena.entry).parent
            for arena in project.arenas.values()
            if arena.entry.endswith(".py")
        ]
    except ConfigError:
        pass  # a broken pyproject: the folders above the bundle are all there is
    for folder in folders:
        if files and (folder / files[0]).is_file():
            return folder
    return map_path.parent


def source_traceback(stderr: Sequence[str], mapping: BundleMap | None) -> list[str]:
    """`stderr` with a bundle's frames mapped, and under each mapped frame the source
    line's text in place of the bundle's minified one."""
    if mapping is None:
        return list(stderr)
    shown: list[str] = []
    under_mapped_frame = False
    for line in stderr:
        frame = _FRAME_LINE.match(line)
        if frame is not None:
            under_mapped_frame = mapping.maps(frame["file"])
            if under_mapped_frame:
                line = rewrite(line, mapping.source_map)
        elif under_mapped_frame and line.startswith("    "):
            # The bundle's minified line, then maybe carets pointing into it.
            if set(line.strip()) <= set("^~ "):
                continue
            text = _source_line(shown[-1], mapping.root)
            line = line if text is None else f"    {text}"
        elif not line.startswith(" "):
            line = rewrite(line, mapping.source_map)  # the error's renamed names
        shown.append(line)
    return shown


def _source_line(frame_line: str, root: Path) -> str | None:
    frame = _FRAME_LINE.match(_MAPPED.sub("", frame_line))
    if frame is None:
        return None
    try:
        lines = (root / frame["file"]).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    number = int(frame["line"])
    return lines[number - 1].strip() if 0 < number <= len(lines) else None


def crash_location(traceback: Sequence[str]) -> str | None:
    """`ValueError: bad at sources/bot/search.py:12 in best: return moves[0]`: the
    exception and the innermost frame of the last traceback in `traceback`, or None."""
    start = max(
        (index for index, line in enumerate(traceback) if line.startswith("Traceback")),
        default=None,
    )
    if start is None:
        return None
    frames = [
        (index, frame)
        for index in range(start, len(traceback))
        if (frame := _FRAME_LINE.match(_MAPPED.sub("", traceback[index])))
    ]
    error = next(
        (line for line in reversed(traceback[start:]) if line and line[0] != " "),
        None,
    )
    if not frames or error is None or error.startswith("Traceback"):
        return None
    index, frame = frames[-1]
    following = traceback[index + 1] if index + 1 < len(traceback) else ""
    code = following.strip() if following.startswith("    ") else ""
    where = f"{frame['file']}:{frame['line']} in {frame['name']}"
    return f"{error} at {where}" + (f": {code}" if code else "")
