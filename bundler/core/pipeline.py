"""The bundler, top to bottom: resolve -> observe -> layout -> (inline | embed) ->
precompute -> minify -> render -> (pack, opt-in) -> verify. (Tree shaking is a minify pass:
it must follow the removal of annotations and asserts.)

`observe` finds every channel through which the program could tell its bundle from its
sources (`observation`); the passes change only what no open channel shows, unless the
build is lossy by request. `layout` decides once, with every reason: *flat* merges every
module into one namespace (the smallest, fastest bundle) for programs in the known-safe
subset; *modules* keeps each module a module object (`embed`), and when the program reads
its own source lines (frames, tracebacks, `warnings`, `logging`), every module as written.

Each stage takes and returns plain data; nothing is written until `verify` has passed, and
then atomically (`write`), so a failed build leaves the previous output untouched.
"""

from __future__ import annotations

import ast
import functools
import gc
import hashlib
import json
import os
import re
import sys
import tempfile
import time
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .definitions import Definitions, SourceFile, trace_definitions
from .embed import embed
from .errors import BehaviourDiffers, BundleError
from .layout import LayoutChoice, choose_layout
from .minify import DEEP_TREE_RECURSION_LIMIT, MinifyOptions, minify_tree
from .minify.trees import is_future_import
from .observation import (
    Channel,
    Observations,
    ScannedModule,
    LOCATING_NAMES,
    called_names,
    data_file_reads,
    located_names,
    observe,
    reads_program_name,
)
from .options import Options
from .pack import Packed, pack
from .precompute import TableReport, precompute
from .render import Rendered, render
from .sourcemap import VERSION as SOURCE_MAP_VERSION, bundle_digest
from .resolve import Program, resolve
from .verify import Verified, verify
from .nodes import walk

PIPELINE_VERSION = "1"
# allocations between collections of the youngest generation, while building
GC_ALLOCATIONS = 50_000
# a layout reason that names a place of the sources: `file:line: construct`
SOURCE_PLACE = re.compile(r"^\S.*:\d+: ")


@dataclass(frozen=True)
class BuildSpec:
    name: str
    root: Path
    entry: str  # dotted module name under root
    template: Path | None = None  # jinja2 template file; None: the packaged default
    size_limit: int = 100_000
    options: Options = Options()


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
    layout_reasons: tuple[str, ...] = ()  # why the modules layout was needed
    # embedded module file -> its source line per emitted line (modules layout)
    module_line_origins: dict[str, list[int]] = dataclasses.field(default_factory=dict)
    # the source definition of each top-level statement of the code (flat layout)
    definitions: Definitions | None = None
    first_code_line: int = 1
    packed: Packed | None = None  # `text` is packed: what it runs, and how

    @property
    def percent_of_limit(self) -> float:
        return 100 * self.characters / self.spec.size_limit


def build(spec: BuildSpec) -> BuildResult:
    # every stage walks trees recursively: a long `a+b+...` nests one level per operand
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEEP_TREE_RECURSION_LIMIT))
    # a build makes millions of small objects that live until it ends (trees, scope
    # models): collecting every 700 allocations spends a quarter of the build on them
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], GC_ALLOCATIONS), *thresholds[1:])
    try:
        return _build(spec)
    except (RecursionError, MemoryError):
        raise BundleError(
            f"{spec.entry} (under {spec.root}): an expression or statement nested too"
            " deeply for the bundler's tree walks"
        ) from None
    finally:
        sys.setrecursionlimit(limit)
        gc.set_threshold(*thresholds)


def _build(spec: BuildSpec) -> BuildResult:
    start = time.perf_counter()
    # every module any import can reach, wherever the import stands: what the program is
    everything = resolve(spec.root, spec.entry, "modules")
    observations = _observe(everything, spec.root)
    if observations.observes(Channel.RUNTIME_MODULES) or observations.observes(
        Channel.DATA_FILES
    ):
        # a computed import, a listing or a resource read can reach any package the
        # program names, and any module in it
        everything = resolve(spec.root, spec.entry, "modules", complete=True)
        observations = _observe(everything, spec.root)
    uncertain_reads = _refuse_data_files(everything, spec.root)
    if (
        spec.options.pack
        and observations.observes(Channel.LINES)
        and not spec.options.lossy
    ):
        raise BundleError(
            f"{spec.entry}: the program reads its own source lines, which a packed bundle"
            " does not keep in its file: build it without --pack (or lossy)"
        )
    options = minify_options(spec.options, observations)
    choice = choose_layout(
        spec.root,
        spec.entry,
        spec.options,
        observations,
        keep_definition_names=options.keep_definition_names,
    )
    verbatim = observations.observes(Channel.LINES) and not spec.options.lossy
    data = package_data(everything) if observations.observes(Channel.DATA_FILES) else []
    try:
        if choice.layout == "flat":
            result = _build_flat(spec, options, choice, start)
        else:
            result = _build_modules(
                spec, everything, options, choice.reasons, verbatim, data, start
            )
    except BehaviourDiffers as difference:
        if spec.options.layout == "flat":
            raise _blame(difference, uncertain_reads, choice.reasons) from None
        result = None
        if choice.layout == "flat":
            # something no channel foresaw: module objects, as the sources have them
            reason = f"{difference}; built as modules"
            try:
                result = _build_modules(
                    spec, everything, options, (reason,), verbatim, data, start
                )
            except BehaviourDiffers:
                pass
        if result is None:
            try:
                result = _build_as_written(spec, difference, start)
            except BehaviourDiffers as still:
                raise _blame(still, uncertain_reads, choice.reasons) from None
    file_warnings = tuple(
        f"{where}: may open a file located through __file__, which the bundle does"
        " not carry (if this line runs, the bundle behaves differently)"
        for where in uncertain_reads
    )
    return dataclasses.replace(result, warnings=result.warnings + file_warnings)


def _blame(
    difference: BehaviourDiffers,
    uncertain_reads: list[str],
    layout_reasons: tuple[str, ...],
) -> BundleError:
    """A run that differs where the program may open a file through `__file__` is put
    down to that line, which names the construct; else to the first place where the
    program observes what one file may not keep exactly (the reasons it left the flat
    layout), named beside the difference."""
    if not uncertain_reads:
        observed = [reason for reason in layout_reasons if SOURCE_PLACE.match(reason)]
        if not observed:
            return difference
        return BundleError(
            f"{observed[0]}; the bundle's run differs ({difference.message.partition(': ')[2]})"
        )
    return BundleError(
        f"{uncertain_reads[0]}: opens a file located through __file__, which is not part"
        f" of a one-file bundle, and the bundle's run differs ({difference.message.partition(': ')[2]});"
        " read package data with importlib.resources instead"
    )


def _build_as_written(
    spec: BuildSpec, difference: BehaviourDiffers, start: float
) -> BuildResult:
    """The most conservative bundle, for a program whose first bundle ran differently
    from its sources in verification (something no channel foresaw): every module of
    every package the program reaches, kept as written, as a module object, with the
    packages' data files. Fails with the difference if this bundle differs too."""
    everything = resolve(spec.root, spec.entry, "modules", complete=True)
    options = minify_options(spec.options, _observe(everything, spec.root))
    reason = f"{difference}; every module kept as written"
    return _build_modules(
        spec, everything, options, (reason,), True, package_data(everything), start
    )


# what can run a file by its path (the program itself: `[sys.executable, __file__]`,
# multiprocessing's spawn re-importing `__main__`): a name given to a file that is not
# on disk would break it, so the program's own name stays the bundle's there
FILE_RUNNERS = frozenset(
    {"subprocess", "multiprocessing", "runpy", "ProcessPoolExecutor", "system", "popen"}
    | {"execv", "execve", "execl", "execle", "execlp", "execvp", "execvpe", "execlpe"}
    | {"spawnv", "spawnl", "spawnve", "spawnle", "posix_spawn", "posix_spawnp"}
)


def _runs_files(program: Program) -> bool:
    return any(
        (getattr(node, "id", None) or getattr(node, "attr", None)) in FILE_RUNNERS
        or (
            isinstance(node, ast.alias)
            and node.name.partition(".")[0] in FILE_RUNNERS | {"concurrent"}
        )
        for module in program.modules
        for node in walk(module.tree)
    )


def _program_name_statement(spec: BuildSpec, program: Program) -> str:
    """Where the program can see `sys.argv[0]` (argparse's `prog`), a statement that
    makes it name the entry's file, in the bundle's folder, as the sources' run names it;
    "" where it cannot, the build is lossy, or the program may run a file by its path.
    """
    if spec.options.lossy or not reads_program_name(m.tree for m in program.modules):
        return ""
    if _runs_files(program):
        return ""
    name = program.module(program.entry).path.name
    return (
        "__import__('sys').argv[:1]=[__import__('os').path.join(__import__('os').path"
        f".dirname(a),{name!r})for a in __import__('sys').argv[:1]]\n"
    )


def _entry_file_statement(spec: BuildSpec, program: Program) -> str:
    """Where the entry reads its own `__file__`, a statement that makes it name the entry's
    file in the bundle's folder, as the sources' run names it (the modules layout; a
    verbatim entry gets it from the finder anyway); "" where it does not, lossy, or
    where the program may run a file by its path (`_runs_files`)."""
    entry = program.module(program.entry)
    if spec.options.lossy or not any(
        isinstance(node, ast.Name) and node.id == "__file__"
        for node in walk(entry.tree)
    ):
        return ""
    if _runs_files(program):
        return ""  # the path must stay one that exists
    return (
        "try:__file__=__import__('os').path.join(__import__('os').path.dirname(__file__)"
        f",{entry.path.name!r})\nexcept NameError:0\n"
    )


def _insert_after_futures(tree: ast.Module, statements: list[ast.stmt]) -> None:
    """Before the first statement that runs: after a docstring and `from __future__`."""
    position = 0
    for position, statement in enumerate(tree.body):
        docstring = (
            position == 0
            and isinstance(statement, ast.Expr)
            and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str)
        )
        if not (docstring or is_future_import(statement)):
            break
    else:
        position = len(tree.body)
    first = tree.body[position] if position < len(tree.body) else None
    for statement in statements:
        if first is not None:
            for node in walk(statement):
                ast.copy_location(node, first)
    tree.body[position:position] = statements


def _observe(program: Program, root: Path) -> Observations:
    return observe(
        ScannedModule(
            module.name, str(module.path), module.tree, module.name == program.entry
        )
        for module in program.modules
    )


def package_data(program: Program) -> list[tuple[str, bytes]]:
    """Every file but Python's own inside the program's packages, and every
    `*.dist-info` folder beside them (in the root, or a vendored library's folder on
    `sys.path`), by path relative to the root: what `importlib.resources`,
    `pkgutil.get_data` and `importlib.metadata` can read."""
    folders = [
        module.path.parent
        for module in program.modules
        if module.is_package and module.path.parent.is_dir()
    ]
    beside = {program.root} | {
        module.path.parent.parent if module.is_package else module.path.parent
        for module in program.modules
        if "." not in module.name
    }
    for folder in sorted(beside):
        folders += sorted(folder.glob("*.dist-info"))
    found: dict[str, bytes] = {}
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            parts = path.relative_to(folder).parts
            if any(part.startswith(".") or part == "__pycache__" for part in parts):
                continue
            if path.is_file() and path.suffix not in {".py", ".pyc"}:
                found[_relative(str(path), program.root)] = path.read_bytes()
    return sorted(found.items())


def minify_options(options: Options, observations: Observations) -> MinifyOptions:
    """What the passes may change: only what no channel of the program shows, unless the
    build is lossy by request."""
    faithful = not options.lossy
    return MinifyOptions(
        mode="program",
        remove_asserts=options.remove_asserts,
        pretty=options.pretty,
        keep_definition_names=faithful or options.keep_names or options.pretty,
        rename=not (faithful and observations.observes(Channel.NAMES)),
        keep_docstrings=faithful and observations.observes(Channel.DOCS),
        guard_passes=options.guard_passes,
    )


def _refuse_data_files(program: Program, root: Path) -> list[str]:
    """A data file opened through `__file__` is not in the bundle: where every run of the
    program opens it, one error line at build time rather than a different run; where
    only some runs might (a branch, a function nothing calls by name, a module imported
    lazily), the `file:line` of each such read (a warning, or the error if verification
    sees the bundle run differently)."""
    called = called_names(module.tree for module in program.modules)
    located = located_names(module.tree for module in program.modules)
    reads = [
        (read, module.certain or module.name == program.entry)
        for module in program.modules
        # (every such access spells a module's place, or a name derived from one)
        if located or any(name in module.source for name in LOCATING_NAMES)
        for read in data_file_reads(
            ScannedModule(
                module.name,
                _relative(str(module.path), root),
                module.tree,
                module.name == program.entry,
            ),
            called,
            module.path,
            located,
        )
    ]
    refused = [read.where for read, imported in reads if read.certain and imported]
    if refused:
        more = f" (and {len(refused) - 1} more)" if len(refused) > 1 else ""
        raise BundleError(
            f"{refused[0]}: opens a file located through __file__, which is not part of a"
            f" one-file bundle{more}; read package data with importlib.resources instead"
        )
    return [read.where for read, _ in reads]


def _build_flat(
    spec: BuildSpec, options: MinifyOptions, choice: LayoutChoice, start: float
) -> BuildResult:
    program, inlined = choice.program, choice.inlined
    inlined, tables, table_warnings = precompute(inlined, spec.root)
    naming = _program_name_statement(spec, program)
    if naming:
        _insert_after_futures(inlined.tree, ast.parse(naming).body)
    options = dataclasses.replace(options, fixed_names=frozenset(inlined.fixed_names))
    minified = minify_tree(inlined.tree, options)

    relative = functools.lru_cache(maxsize=None)(
        lambda path: _relative(path, spec.root)  # (asked once per bundle line)
    )

    def locate(virtual_line: int) -> tuple[str, int] | None:
        located = inlined.source_map.locate(virtual_line) if virtual_line else None
        return (relative(located[0]), located[1]) if located else None

    def line_map_of(first_code_line: int) -> list[tuple[str, int] | None]:
        return [None] * (first_code_line - 1) + [
            locate(virtual_line) for virtual_line in minified.line_origins
        ]

    rendered, packed, verified = _render_and_verify(
        spec, program, minified.text, inlined.modules, line_map_of
    )
    line_map = line_map_of(rendered.first_code_line)
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
    paths = {
        module.name: _relative(str(module.path), spec.root)
        for module in program.modules
    }
    definitions.attributes = {
        new: old for old, new in sorted(minified.renamed_attributes.items())
    }
    for final, value in _inlined_values(minified.tree).items():
        module, name = inlined.origins[final]
        definitions.constants[final] = (paths[module], name, value)
    return BuildResult(
        spec=spec,
        text=packed.text if packed else rendered.text,
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
        warnings=verified.warnings + tuple(program.warnings) + tuple(table_warnings),
        milliseconds=(time.perf_counter() - start) * 1000,
        source_paths=tuple(module.path for module in program.modules),
        definitions=definitions,
        first_code_line=rendered.first_code_line,
        packed=packed,
    )


def _inlined_values(tree: ast.Module) -> dict[str, object]:
    """Each name `inline_constants` replaced -> its value."""
    return {
        node.inlined: node.value  # type: ignore[attr-defined]
        for node in walk(tree)
        if isinstance(node, ast.Constant) and getattr(node, "inlined", None)
    }


def _build_modules(
    spec: BuildSpec,
    program: Program,
    options: MinifyOptions,
    reasons: tuple[str, ...],
    verbatim: bool,
    data: list[tuple[str, bytes]],
    start: float,
) -> BuildResult:
    prologue = _program_name_statement(spec, program)
    prologue += _entry_file_statement(spec, program)
    embedded = embed(program, options, verbatim, data, prologue)
    entry_path = _relative(str(program.module(program.entry).path), spec.root)

    def line_map_of(first_code_line: int) -> list[tuple[str, int] | None]:
        return [None] * (first_code_line - 1) + [
            (entry_path, line) if line else None for line in embedded.line_origins
        ]

    rendered, packed, verified = _render_and_verify(
        spec,
        program,
        embedded.text,
        embedded.modules,
        line_map_of,
        embedded.module_line_origins,
    )
    line_map = line_map_of(rendered.first_code_line)
    return BuildResult(
        spec=spec,
        text=packed.text if packed else rendered.text,
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
        layout_reasons=reasons,
        module_line_origins=embedded.module_line_origins,
        packed=packed,
    )


def _render_and_verify(
    spec: BuildSpec,
    program: Program,
    code: str,
    modules: list[str],
    line_map_of: Callable[[int], list[tuple[str, int] | None]],
    module_lines: dict[str, list[int]] | None = None,
) -> tuple[Rendered, Packed | None, Verified]:
    """The bundle's text through the template, packed if asked, then checked on its own
    (the packed file is the one run); `module_lines` (the modules layout, whose bundle
    serves its modules itself): each embedded file's source line per emitted line."""
    provided = module_lines is not None
    rendered = render(
        spec.template,
        code,
        arena=spec.name,
        modules=modules,
        digest=_inputs_digest(spec, program.modules),
    )
    packed = pack(rendered.text) if spec.options.pack else None
    verified = verify(
        packed.text if packed else rendered.text,
        spec.size_limit,
        spec.name,
        provided=frozenset(modules) if provided else frozenset(),
        made_at_run_time=frozenset(program.made_at_run_time),
        source_run=_source_run(spec, program),
        locate=lambda file, line: _source_line(
            line_map_of(rendered.first_code_line),
            module_lines or {},
            file,
            line,
            spec.root,
        ),
        packed_from=rendered.text if packed else None,
        faithful=not spec.options.lossy,
    )
    return rendered, packed, verified


def _source_line(
    line_map: list[tuple[str, int] | None],
    module_lines: dict[str, list[int]],
    file: str,
    line: int,
    root: Path,
) -> tuple[str, int] | None:
    """The source line (its file under `root`, as other errors name files) a frame of the
    bundle's run is at ("" names the bundle itself)."""
    located = None
    if not file:
        located = line_map[line - 1] if 0 < line <= len(line_map) else None
    elif module_lines.get(file) and 0 < line <= len(module_lines[file]):
        located = (
            (file, module_lines[file][line - 1])
            if module_lines[file][line - 1]
            else None
        )
    return (str(root / located[0]), located[1]) if located else None


def _source_run(spec: BuildSpec, program: Program) -> tuple[list[str], Path]:
    """How Python runs the sources: the entry as a script, or `-m` for a package module."""
    entry = program.module(program.entry)
    if "." not in program.entry:
        return [sys.executable, "-B", "-s", str(entry.path)], spec.root
    return [sys.executable, "-B", "-s", "-m", program.entry], spec.root


def _inputs_digest(spec: BuildSpec, modules: list) -> str:
    digest = hashlib.sha256()
    for part in (PIPELINE_VERSION, spec.name, spec.entry, spec.options.describe()):
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
        | {
            file
            for file, _, _ in (definitions.constants.values() if definitions else ())
        }
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
    if result.packed is not None:
        # `lines` and the rest describe the plain bundle the packed one runs
        source_map["packed"] = {
            "codec": result.packed.codec,
            "plain": bundle_digest(result.packed.plain),
        }
    if definitions is not None:
        source_map["code_line"] = result.first_code_line
        source_map["definitions"] = [
            [index[file], name] for file, name in definitions.names
        ]
        source_map["statements"] = definitions.statements
        source_map["locals"] = definitions.locals
        source_map["inlined"] = {
            str(position): constants
            for position, constants in definitions.inlined.items()
        }
        source_map["attributes"] = definitions.attributes
        source_map["constants"] = {
            name: [index[file], source_name, value]
            for name, (file, source_name, value) in definitions.constants.items()
        }
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
