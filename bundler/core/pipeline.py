"""The bundler, top to bottom: resolve -> inline -> precompute -> minify -> render -> verify.
(Tree shaking is a minify pass: it must follow the removal of annotations and asserts.)

Two layouts: *flat* merges every module into one namespace (the smallest, fastest bundle);
*modules* keeps each module a module object (`embed`), for programs one namespace cannot
express faithfully. `auto` (the default) builds flat and falls back to modules on the first
`FlattenError`, whose message the build reports as the reason.

Each stage takes and returns plain data; nothing is written until `verify` has passed, and
then atomically (`write`), so a failed build leaves the previous output untouched.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
import time
import dataclasses
from dataclasses import dataclass
from pathlib import Path

from .definitions import Definitions, SourceFile, trace_definitions
from .embed import embed
from .errors import BundleError, FlattenError
from .inline import inline
from .minify import DEEP_TREE_RECURSION_LIMIT, MinifyOptions, minify_tree
from .precompute import TableReport, precompute
from .render import Rendered, render
from .sourcemap import VERSION as SOURCE_MAP_VERSION, bundle_digest
from .resolve import Program, resolve
from .verify import Verified, verify

PIPELINE_VERSION = "1"


@dataclass(frozen=True)
class BuildSpec:
    name: str
    root: Path
    entry: str  # dotted module name under root
    template: Path | None = None  # jinja2 template file; None: the packaged default
    size_limit: int = 100_000
    remove_asserts: bool = True
    pretty: bool = False
    # compile after every minify pass, to name the pass that broke a program; the output is
    # the same either way (the result is always compiled and parsed back)
    guard_passes: bool = False
    # keep every def and class name (`__name__`, reprs), renaming everything else
    keep_names: bool = False
    layout: str = "auto"  # "auto", "flat" or "modules"


@dataclass(frozen=True)
class BuildResult:
    spec: BuildSpec
    text: str
    modules: list[str]
    source_characters: int
    characters: int
    tables: list[TableReport]
    table_names: dict[str, str]  # "module.NAME" -> its name in the bundle
    line_map: list[tuple[str, int] | None]  # bundle line i+1 -> (source file, line)
    warnings: tuple[str, ...]
    milliseconds: float
    source_paths: tuple[Path, ...] = ()
    # module-level name in the bundle -> "module.name" in the sources, where they differ
    names: dict[str, str] = dataclasses.field(default_factory=dict)
    layout: str = "flat"
    layout_reason: str | None = None  # why the modules layout was needed
    # embedded module file -> its source line per emitted line (modules layout)
    module_line_origins: dict[str, list[int]] = dataclasses.field(default_factory=dict)
    # the source definition of each top-level statement of the code (flat layout)
    definitions: Definitions | None = None
    first_code_line: int = 1

    @property
    def percent_of_limit(self) -> float:
        return 100 * self.characters / self.spec.size_limit


def build(spec: BuildSpec) -> BuildResult:
    # every stage walks trees recursively: a long `a+b+...` nests one level per operand
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEEP_TREE_RECURSION_LIMIT))
    try:
        return _build(spec)
    except (RecursionError, MemoryError):
        raise BundleError(
            f"{spec.entry} (under {spec.root}): an expression or statement nested too"
            " deeply for the bundler's tree walks"
        ) from None
    finally:
        sys.setrecursionlimit(limit)


def _build(spec: BuildSpec) -> BuildResult:
    start = time.perf_counter()
    options = MinifyOptions(
        mode="program",
        remove_asserts=spec.remove_asserts,
        pretty=spec.pretty,
        keep_definition_names=spec.keep_names,
        guard_each_pass=spec.guard_passes,
    )
    if spec.layout != "modules":
        try:
            return _build_flat(spec, options, start)
        except FlattenError as error:
            if spec.layout == "flat":
                raise
            reason = str(error)
    else:
        reason = "asked for (--layout modules)"
    return _build_modules(spec, options, start, reason)


def _build_flat(spec: BuildSpec, options: MinifyOptions, start: float) -> BuildResult:
    program = resolve(spec.root, spec.entry, "flat")
    inlined = inline(program, keep_definition_names=spec.keep_names or spec.pretty)
    inlined, tables = precompute(inlined, spec.root)
    options = dataclasses.replace(options, keep_names=frozenset(inlined.keep_names))
    minified = minify_tree(inlined.tree, options)
    rendered, verified = _render_and_verify(
        spec, program, minified.text, inlined.modules
    )

    def locate(virtual_line: int) -> tuple[str, int] | None:
        located = inlined.source_map.locate(virtual_line) if virtual_line else None
        return (_relative(located[0], spec.root), located[1]) if located else None

    line_map: list[tuple[str, int] | None] = [None] * (rendered.first_code_line - 1)
    line_map += [locate(virtual_line) for virtual_line in minified.line_origins]
    definitions = trace_definitions(
        minified.tree,
        minified.spellings,
        locate,
        {
            _relative(str(module.path), spec.root): SourceFile(
                module.name, module.source
            )
            for module in program.modules
        },
    )
    return BuildResult(
        spec=spec,
        text=rendered.text,
        modules=inlined.modules,
        source_characters=sum(len(module.source) for module in program.modules),
        characters=verified.characters,
        tables=tables,
        table_names={  # tables that nothing used are gone from the bundle
            table.key: minified.renamed[table.final_name]
            for table in inlined.tables
            if table.final_name in minified.renamed
        },
        line_map=line_map,
        names={
            **{
                minified.renamed[final]: f"{module}.{name}"
                for final, (module, name) in sorted(inlined.origins.items())
                if minified.renamed.get(final, name) != name
            },
            **definitions.names_elsewhere,
        },
        warnings=verified.warnings + tuple(program.warnings),
        milliseconds=(time.perf_counter() - start) * 1000,
        source_paths=tuple(module.path for module in program.modules),
        definitions=definitions,
        first_code_line=rendered.first_code_line,
    )


def _build_modules(
    spec: BuildSpec, options: MinifyOptions, start: float, reason: str
) -> BuildResult:
    program = resolve(spec.root, spec.entry, "modules")
    embedded = embed(program, options)
    rendered, verified = _render_and_verify(
        spec, program, embedded.text, embedded.modules, provided=True
    )
    entry_path = _relative(str(program.module(program.entry).path), spec.root)
    line_map: list[tuple[str, int] | None] = [None] * (rendered.first_code_line - 1)
    line_map += [(entry_path, line) if line else None for line in embedded.line_origins]
    return BuildResult(
        spec=spec,
        text=rendered.text,
        modules=embedded.modules,
        source_characters=sum(len(module.source) for module in program.modules),
        characters=verified.characters,
        tables=[],
        table_names={},
        line_map=line_map,
        warnings=verified.warnings + tuple(program.warnings),
        milliseconds=(time.perf_counter() - start) * 1000,
        source_paths=tuple(module.path for module in program.modules),
        layout="modules",
        layout_reason=reason,
        module_line_origins=embedded.module_line_origins,
    )


def _render_and_verify(
    spec: BuildSpec,
    program: Program,
    code: str,
    modules: list[str],
    provided: bool = False,
) -> tuple[Rendered, Verified]:
    """The bundle's text through the template, then checked on its own; `provided`: the
    bundle serves its modules itself (the modules layout)."""
    rendered = render(
        spec.template,
        code,
        arena=spec.name,
        modules=modules,
        digest=_inputs_digest(spec, program.modules),
    )
    verified = verify(
        rendered.text,
        spec.size_limit,
        spec.name,
        provided=frozenset(modules) if provided else frozenset(),
        source_run=_source_run(spec, program),
    )
    return rendered, verified


def _source_run(spec: BuildSpec, program: Program) -> tuple[list[str], Path]:
    """How Python runs the sources: the entry as a script, or `-m` for a package module."""
    entry = program.module(program.entry)
    if "." not in program.entry:
        return [sys.executable, "-B", "-E", "-s", str(entry.path)], spec.root
    return [sys.executable, "-B", "-E", "-s", "-m", program.entry], spec.root


def _inputs_digest(spec: BuildSpec, modules: list) -> str:
    digest = hashlib.sha256()
    for part in (
        PIPELINE_VERSION,
        spec.name,
        spec.entry,
        str(spec.remove_asserts),
        str(spec.pretty),
        str(spec.keep_names),
        spec.layout,
    ):
        digest.update(part.encode() + b"\0")
    for module in modules:
        digest.update(module.name.encode() + b"\0" + module.source.encode() + b"\0")
    return digest.hexdigest()[:16]


def _relative(path: str, root: Path) -> str:
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path


def source_map_text(result: BuildResult) -> str:
    definitions = result.definitions
    files = sorted(
        {entry[0] for entry in result.line_map if entry}
        | {file for file, _ in (definitions.names if definitions else ())}
    )
    index = {name: i for i, name in enumerate(files)}
    lines = [
        [index[entry[0]], entry[1]] if entry else None for entry in result.line_map
    ]
    source_map = {
        "version": SOURCE_MAP_VERSION,
        "arena": result.spec.name,
        "size_limit": result.spec.size_limit,
        # the map describes this bundle text and no other (a stale map is refused)
        "bundle": bundle_digest(result.text),
        "files": files,
        "lines": lines,
        "tables": result.table_names,
        "layout": result.layout,
        "names": result.names,
        "modules": result.module_line_origins,
    }
    if definitions is not None:
        source_map["code_line"] = result.first_code_line
        source_map["definitions"] = [
            [index[file], name] for file, name in definitions.names
        ]
        source_map["statements"] = definitions.statements
        source_map["locals"] = definitions.locals
    return json.dumps(source_map, separators=(",", ":")) + "\n"


def new_file_mode() -> int:
    """The mode `open()` would give a new file: mkstemp's files are private (0600)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def output_files(result: BuildResult, output: Path) -> list[tuple[Path, str]]:
    """The source map (`output.map` beside the bundle), then the bundle."""
    return [(Path(f"{output}.map"), source_map_text(result)), (output, result.text)]


def write(result: BuildResult, output: Path) -> None:
    """Write the bundle and its source map atomically."""
    write_files(output, output_files(result, output))


def write_files(output: Path, files: list[tuple[Path, str]]) -> None:
    """Write each (path, text) in `output`'s folder through a temporary file renamed into
    place: a reader never sees half a file, and a failure leaves nothing behind."""
    try:
        output.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise BundleError(f"{output.parent}: cannot create: {error.strerror}") from None
    if output.is_dir():
        raise BundleError(f"{output}: the output is a directory")
    mode = new_file_mode()
    for path, text in files:
        try:
            handle, temporary = tempfile.mkstemp(
                dir=output.parent, prefix=f".{path.name}.", suffix=".tmp"
            )
        except OSError as error:
            raise BundleError(f"{path}: cannot write: {error.strerror}") from None
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
                stream.write(text)
            os.chmod(temporary, mode)
            os.replace(temporary, path)
        except OSError as error:
            os.unlink(temporary)
            raise BundleError(f"{path}: cannot write: {error.strerror}") from None
        except BaseException:
            os.unlink(temporary)
            raise
