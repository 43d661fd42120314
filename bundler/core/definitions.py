"""Which module-level definition of the sources each top-level statement of a bundle came
from, and what its local variables were called there: the part of the source map that
lets `bundle_diff` compare two builds definition by definition instead of line by line.

A *definition* is a module-level statement of a source module, named by what it binds: a
def or class by its name, an assignment by its target names (`A, B` for `A, B = ...`),
an import by its text; statements that bind no name by themselves (`if __name__ ==
"__main__":`, calls, loops filling tables) are one definition per module,
`<module-level code>`. Statements of one module with the same name are one definition
(`X = []` and a later `X += [1]`).
"""

from __future__ import annotations

import ast
import bisect
from collections.abc import Callable
from dataclasses import dataclass, field

from .minify import IDENTIFIER_FIELDS
from .minify.passes.hoist_literals import PREFIX as HOISTED_PREFIX
from .scopes import Binding, ScopeModel, analyse
from .nodes import walk

MODULE_CODE = "<module-level code>"
LOCAL_SCOPES = ("function", "comprehension")


@dataclass(frozen=True)
class SourceFile:
    module: str  # dotted module name
    source: str


@dataclass
class Definitions:
    # (source file, definition name), in the order of their first statement in the bundle
    names: list[tuple[str, str]] = field(default_factory=list)
    # per top-level statement of the bundle's code: the index of its definition, a list of
    # them (one per name) for an import the minifier joined, None for a statement the
    # bundler made (a hoisted literal or builtin, `A='text'`, `B=len`; the import of
    # `namedtuple` for the NamedTuples it rewrote)
    statements: list[int | list[int] | None] = field(default_factory=list)
    # per top-level statement: its local variables' source names, in `local_bindings`
    # order, space-separated
    locals: list[str] = field(default_factory=list)
    # module-level names the minifier's `renamed` does not know -> "module.name" in the
    # sources (a renamed import), or the name the bundler gave it (`namedtuple`)
    names_elsewhere: dict[str, str] = field(default_factory=dict)
    # per top-level statement that has any: the constants `inline_constants` put in place
    # of a name, as (index among the statement's constants in `ast.walk` order, the name)
    inlined: dict[int, list[tuple[int, str]]] = field(default_factory=dict)
    # each such name -> (source file, its name there, its value)
    constants: dict[str, tuple[str, str, object]] = field(default_factory=dict)
    # attribute names as the bundle spells them -> as the sources do (`rename_attributes`)
    attributes: dict[str, str] = field(default_factory=dict)


def definition_name(statement: ast.stmt) -> str:
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return statement.name
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return ast.unparse(statement)
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target]
    else:
        return MODULE_CODE
    names = dict.fromkeys(name for target in targets for name in stored_names(target))
    return ", ".join(names) or MODULE_CODE


def stored_names(target: ast.expr) -> list[str]:
    """The names an assignment target binds, left to right (`X[i] = ...` binds none)."""
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [name for element in target.elts for name in stored_names(element)]
    if isinstance(target, ast.Starred):
        return stored_names(target.value)
    return []


def local_bindings(model: ScopeModel) -> list[Binding]:
    """The variables a top-level statement's functions and comprehensions own, in the
    order of its scope model (`analyse(ast.Module([statement], []))`): the writer of the
    map and its reader both ask this of the same statement, so that a list of source
    names lines up with them."""
    return [b for b in model.bindings if b.scope and b.scope.kind in LOCAL_SCOPES]


def import_bound(statement: ast.Import | ast.ImportFrom, alias: ast.alias) -> str:
    if alias.asname:
        return alias.asname
    return alias.name.split(".")[0] if isinstance(statement, ast.Import) else alias.name


class _SourceIndex:
    """A source file's module-level statements by line."""

    def __init__(self, source: str) -> None:
        self.statements = ast.parse(source).body
        self.firsts = [_first_line(s) for s in self.statements]

    def at(self, line: int) -> ast.stmt | None:
        position = bisect.bisect_right(self.firsts, line) - 1
        if position < 0 or line > self.statements[position].end_lineno:
            return None
        return self.statements[position]


def trace_definitions(
    tree: ast.Module,
    spellings: dict[int, tuple[object, ...]],
    locate: Callable[[int], tuple[str, int] | None],
    files: dict[str, SourceFile],
) -> Definitions:
    """`tree`: the minified code; `spellings`: its identifiers before renaming (see
    `Minified`); `locate`: a line of the minifier's input -> (source file, line)."""
    tracer = _Tracer(locate, files)
    for statement in tree.body:
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            entries = [tracer.alias_entry(statement, a) for a in statement.names]
            entry = entries[0] if len(set(entries)) == 1 else entries
        else:
            entry = tracer.entry(tracer.source_statement(statement.lineno))
        model = analyse(ast.Module([statement], []))
        if entry is None:
            _note_made_names(tracer.definitions, model, spellings)
        inlined = inlined_constants(statement)
        if inlined:
            tracer.definitions.inlined[len(tracer.definitions.statements)] = inlined
        tracer.definitions.statements.append(entry)
        tracer.definitions.locals.append(
            " ".join(_source_spelling(b, spellings) for b in local_bindings(model))
        )
    return tracer.definitions


def inlined_constants(statement: ast.AST) -> list[tuple[int, str]]:
    """(index among the constants in `ast.walk` order, the name it stands for) for each
    constant of the statement that `inline_constants` made."""
    constants = (node for node in walk(statement) if isinstance(node, ast.Constant))
    return [
        (index, node.inlined)  # type: ignore[attr-defined]
        for index, node in enumerate(constants)
        if getattr(node, "inlined", None)
    ]


class _Tracer:
    def __init__(
        self,
        locate: Callable[[int], tuple[str, int] | None],
        files: dict[str, SourceFile],
    ) -> None:
        self.locate = locate
        self.files = files
        self.indexes = {path: _SourceIndex(f.source) for path, f in files.items()}
        self.definitions = Definitions()
        self.numbers: dict[tuple[str, str], int] = {}

    def source_statement(self, line: int) -> tuple[str, ast.stmt] | None:
        """The source file and module-level statement a line of the tree comes from."""
        located = self.locate(line) if line else None
        if located is None or located[0] not in self.indexes:
            return None
        statement = self.indexes[located[0]].at(located[1])
        return None if statement is None else (located[0], statement)

    def entry(self, found: tuple[str, ast.stmt] | None) -> int | None:
        if found is None:
            return None
        key = (found[0], definition_name(found[1]))
        if key not in self.numbers:
            self.numbers[key] = len(self.definitions.names)
            self.definitions.names.append(key)
        return self.numbers[key]

    def alias_entry(
        self, statement: ast.Import | ast.ImportFrom, alias: ast.alias
    ) -> int | None:
        """The definition of one name of an import (the minifier joins imports), and
        the name it has in the sources when the bundle binds another."""
        found = self.source_statement(alias.lineno)
        written = _written_alias(statement, alias, found)
        if found is None or written is None:
            return (
                None  # an import the bundler added, at the place of another statement
            )
        source_name = import_bound(found[1], written)
        if import_bound(statement, alias) != source_name:
            module = self.files[found[0]].module
            self.definitions.names_elsewhere[import_bound(statement, alias)] = (
                f"{module}.{source_name}"
            )
        return self.entry(found)


def _first_line(statement: ast.stmt) -> int:
    decorators = getattr(statement, "decorator_list", [])
    return min([statement.lineno] + [d.lineno for d in decorators])


def _written_alias(
    statement: ast.Import | ast.ImportFrom,
    alias: ast.alias,
    found: tuple[str, ast.stmt] | None,
) -> ast.alias | None:
    """The alias of the source import `found` that `alias` of the bundle copies."""
    if found is None or type(found[1]) is not type(statement):
        return None
    if getattr(found[1], "module", None) != getattr(statement, "module", None):
        return None
    return next((a for a in found[1].names if a.name == alias.name), None)


def _note_made_names(
    definitions: Definitions,
    model: ScopeModel,
    spellings: dict[int, tuple[object, ...]],
) -> None:
    """The names the bundler made, as it first spelled them, except hoisted literals
    (`_hoisted_3`), which a reader puts back in place."""
    for binding in model.bindings:
        if binding.scope is model.module:
            name = _source_spelling(binding, spellings)
            if name != binding.name and not name.startswith(HOISTED_PREFIX):
                definitions.names_elsewhere[binding.name] = name


def _source_spelling(binding: Binding, spellings: dict[int, tuple[object, ...]]) -> str:
    """The name a variable had before renaming, read from any of its occurrences."""
    for occurrence in binding.occurrences:
        alias = occurrence.import_alias
        node = alias if alias is not None else occurrence.node
        recorded = spellings.get(id(node))
        if recorded is None:
            continue
        if alias is not None:
            return str(recorded[0] or alias.name.split(".")[0])
        current = [getattr(node, f) for f in IDENTIFIER_FIELDS.get(type(node), ())]
        for now, before in zip(current, recorded):
            if isinstance(now, list) and binding.name in now:
                return str(before[now.index(binding.name)])  # type: ignore[index]
            if now == binding.name:
                return str(before)
    return binding.name
