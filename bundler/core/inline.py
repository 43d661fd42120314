"""Stage 2, inline: merge the resolved modules into one module namespace.

Every module-level name of every module gets one final name in the bundle (its own name when
that is free, else `name__module`); references are rewritten through the import bindings, so
`from .board import Board`, `import sources.x.board as b` + `b.Board` and star imports all end up
as plain names. Standard-library imports at module top level are hoisted and shared; `from
__future__` imports go first; a non-entry module's `if __name__ == "__main__":` block is dropped.
Line numbers are shifted per module into one "virtual" line space, so a bundle line can be
mapped back to `file:line` (see `SourceMap`).

Supported on module objects: `module.name` reads (any depth of packages). Rejected: a module
object used as a value, assignment to `module.name`, names no module defines.
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import dataclass, field
from typing import Iterator

from .errors import FlattenError
from .minify.trees import (
    after_header,
    identity_reader,
    is_future_import,
    is_main_guard,
)
from .search_paths import dotted_name
from .resolve import (
    LINE_NUMBER_READERS,
    ModuleRef,
    NameRef,
    Program,
    SourceModule,
    Target,
)
from .scopes import ModuleScopes, deleted_names, statement_binds, surely_bound
from .nodes import Transformer, child_nodes, walk

IMPLICIT_MODULE_NAMES = {
    "__name__",
    "__file__",
    "__doc__",
    "__spec__",
    "__loader__",
    "__package__",
    "__builtins__",
    "__cached__",
    "__debug__",
    "__annotations__",
}
BUILTIN_NAMES = set(dir(builtins)) | IMPLICIT_MODULE_NAMES


@dataclass(frozen=True)
class Table:
    """A `# bundle: precompute` assignment, as it sits in the merged tree."""

    final_name: str
    module: str
    name: str
    index: (
        int | None
    )  # position in a `NAME, NAME = value` target, None for `NAME = value`
    where: str
    encoding: str | None
    statement: ast.Assign

    @property
    def key(self) -> str:
        return f"{self.module}.{self.name}"


@dataclass(frozen=True)
class SourceMap:
    """Virtual line -> (file, line): module k occupies lines offset_k+1 .. offset_k+n_k."""

    spans: tuple[tuple[int, str], ...]  # (first virtual line - 1, path), ascending

    def locate(self, virtual_line: int) -> tuple[str, int] | None:
        located = None
        for offset, path in self.spans:
            if virtual_line > offset:
                located = (path, virtual_line - offset)
        return located


@dataclass
class Inlined:
    tree: ast.Module
    modules: list[str]
    source_map: SourceMap
    tables: list[Table] = field(default_factory=list)
    fixed_names: set[str] = field(default_factory=set)  # `# bundle: keep`
    # final name in the merged module -> (module, name as the sources spell it)
    origins: dict[str, tuple[str, str]] = field(default_factory=dict)


def _stdlib_key(
    statement: ast.Import | ast.ImportFrom, alias: ast.alias
) -> tuple[str, ...]:
    if isinstance(statement, ast.Import):
        return (
            "import",
            alias.name if alias.asname else alias.name.split(".")[0],
            alias.name,
        )
    return ("from", "." * statement.level + (statement.module or ""), alias.name)


class _Namespace:
    """Final names for every module-level binding of the program."""

    def __init__(self, program: Program, scopes: dict[str, ModuleScopes]) -> None:
        self.program = program
        self.scopes = scopes
        self.final: dict[tuple[str, str], str] = {}  # (module, name) -> final name
        self.stdlib_final: dict[tuple[str, ...], str] = {}
        self.stdlib_of: dict[tuple[str, str], tuple[str, ...]] = (
            {}
        )  # (module, name) -> key
        self.aliases: dict[tuple[str, str], Target] = {}
        self.taken: set[str] = set()
        # module -> `scopes.surely_bound`, of the trees as written (rewriting respells)
        self.surely_bound = {
            module.name: surely_bound(module.tree.body) for module in program.modules
        }
        for module in program.modules:
            self._declare(module)
        for module in program.modules:  # every import must name something, used or not
            for statement, bindings in module.project_imports.items():
                for name in bindings:
                    self.resolve(module, name, statement, through_import=True)

    def _claim(self, name: str, module: SourceModule) -> str:
        final = name
        if final in self.taken or final in BUILTIN_NAMES:
            short = module.name.rpartition(".")[2].strip("_") or "main"
            final = f"{name}__{short}"
            counter = 2
            while final in self.taken:
                final, counter = f"{name}__{short}{counter}", counter + 1
        self.taken.add(final)
        return final

    def _declare(self, module: SourceModule) -> None:
        imported: set[str] = set()

        def bind_once(name: str, statement: ast.stmt, key: object) -> None:
            """An import binds a name the module's other imports leave alone: one alias
            per name is what a shared namespace can give every read."""
            if name in imported and bound_by.get(name) != key:
                raise FlattenError(
                    f"{module.where(statement)}: {name!r} is bound by two imports"
                )
            bound_by[name] = key
            imported.add(name)

        bound_by: dict[str, object] = {}
        for statement, bindings in module.project_imports.items():
            for name, target in bindings.items():
                self.aliases[module.name, name] = target
                bind_once(name, statement, target)
        for statement in module.tree.body:
            if (
                isinstance(statement, (ast.Import, ast.ImportFrom))
                and statement not in module.project_imports
            ):
                if is_future_import(statement):
                    continue
                for alias in statement.names:
                    if alias.name == "*":
                        raise FlattenError(
                            f"{module.where(statement)}: star import from the standard library"
                        )
                    bound = alias.asname or alias.name.split(".")[0]
                    key = _stdlib_key(statement, alias)
                    if key not in self.stdlib_final:
                        self.stdlib_final[key] = self._claim(bound, module)
                    self.stdlib_of[module.name, bound] = key
                    bind_once(bound, statement, key)
        assigned = self.scopes[module.name].assigned_module_names
        for name in sorted(
            assigned & {n for (m, n) in self.stdlib_of if m == module.name}
        ):
            raise FlattenError(
                f"{module.where(1)}: {name!r} is both a standard-library import and"
                " assigned"
            )
        # A name both imported and assigned is the module's own; its import becomes an assignment.
        own = (self.scopes[module.name].module_names - imported) | assigned
        for name in sorted(own):
            self.final[module.name, name] = self._claim(name, module)

    def resolve(
        self,
        module: SourceModule,
        name: str,
        node: ast.AST,
        through_import: bool = False,
    ) -> str | ModuleRef:
        """The final name (or module) that `name`, read in `module`'s namespace, stands for;
        `through_import` follows the module's import of `name` even where it also assigns it.
        """
        seen: list[tuple[str, str]] = []
        current, wanted = module.name, name
        while True:
            key = (current, wanted)
            if key in seen:
                raise FlattenError(
                    f"{module.where(node)}: circular import of name {name!r}"
                )
            seen.append(key)
            if key in self.final and not (through_import and len(seen) == 1):
                final = self.final[key]
            elif key in self.stdlib_of:
                final = self.stdlib_final[self.stdlib_of[key]]
            else:
                final = None
            if final is not None:
                if current != module.name:
                    self.check_surely_bound(module, current, wanted, node)
                return final
            target = self.aliases.get(key)
            if isinstance(target, ModuleRef):
                return target
            if isinstance(target, NameRef):
                if f"{target.module}.{target.name}" in self.scopes:
                    return ModuleRef(f"{target.module}.{target.name}")
                current, wanted = target.module, target.name
                if wanted in self.program.module(current).declared_global:
                    raise FlattenError(
                        f"{module.where(node)}: {wanted!r} imported from {current},"
                        " which rebinds it (`global`): the import keeps the old value"
                    )
                continue
            if current == module.name and name in BUILTIN_NAMES:
                return name
            if current == module.name:
                raise FlattenError(
                    f"{module.where(node)}: name {name!r} is not defined in {module.name}",
                    module.chain,
                )
            raise FlattenError(
                f"{module.where(node)}: cannot import name {wanted!r} from {current}"
                " (not bound there at module level)",
                module.chain,
            )

    def check_surely_bound(
        self, user: SourceModule, owner: str, name: str, node: ast.AST
    ) -> None:
        """Another module's name is one shared name only if every run binds it."""
        if name not in self.surely_bound[owner]:
            raise FlattenError(
                f"{user.where(node)}: {name!r} is bound in {owner} only on some paths"
                " (importing or reading it there may fail, or a star import skip it)",
                user.chain,
            )

    def attribute(
        self, module: SourceModule, target: ModuleRef, attr: str, node: ast.AST
    ) -> str | ModuleRef:
        submodule = f"{target.module}.{attr}"
        if submodule in self.scopes:
            key = (target.module, attr)
            if (
                key in self.final or key in self.stdlib_of or key in self.aliases
            ) and self.aliases.get(key) != ModuleRef(submodule):
                # `from .config import config` in the package: whichever ran last
                raise FlattenError(
                    f"{module.where(node)}: {target.module} binds {attr!r}, which is"
                    " also a submodule",
                    module.chain,
                )
            return ModuleRef(submodule)
        owner = self.program.module(target.module)
        return self.resolve_in(owner, attr, node, module)

    def resolve_in(
        self, owner: SourceModule, name: str, node: ast.AST, user: SourceModule
    ) -> str | ModuleRef:
        key = (owner.name, name)
        if (
            key not in self.final
            and key not in self.stdlib_of
            and key not in self.aliases
        ):
            raise FlattenError(
                f"{user.where(node)}: module {owner.name} has no module-level name {name!r}",
                user.chain,
            )
        if key in self.final or key in self.stdlib_of:
            self.check_surely_bound(user, owner.name, name, node)
        return self.resolve(owner, name, node)


class _Rewriter(Transformer):
    """Renames a module's references to module-level names to their final names."""

    def __init__(self, namespace: _Namespace, module: SourceModule) -> None:
        self.namespace = namespace
        self.module = module
        self.scopes = namespace.scopes[module.name]
        # names some function, class or comprehension of the module binds: a global read
        # respelled as one of them would be captured by that local
        self.local_names = {
            name
            for scope in self.scopes.model.scopes
            if scope.kind != "module"
            for name in scope.bound
        }

    def respelled(self, spelling: str | ast.expr, final: str, node: ast.AST) -> str:
        """`spelling`: the name as written, or the `module.name` expression."""
        if final != spelling and final in self.local_names:
            if not isinstance(spelling, str):
                spelling = ast.unparse(spelling)
            raise FlattenError(
                f"{self.module.where(node)}: {spelling!r} would become {final!r},"
                " a name a local scope of the module binds",
                self.module.chain,
            )
        return final

    def final_name(self, name: str, node: ast.AST, storing: bool) -> str:
        if storing:
            key = (self.module.name, name)
            if key in self.namespace.final:
                return self.namespace.final[key]
            raise FlattenError(
                f"{self.module.where(node)}: assignment to imported name {name!r}",
                self.module.chain,
            )
        resolved = self.namespace.resolve(self.module, name, node)
        if isinstance(resolved, ModuleRef):
            raise FlattenError(
                f"{self.module.where(node)}: module {resolved.module} used as a value",
                self.module.chain,
            )
        return resolved

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if self.scopes.is_global(node, node.id):
            final = self.final_name(node.id, node, not isinstance(node.ctx, ast.Load))
            node.id = self.respelled(node.id, final, node)
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        chain: list[ast.Attribute] = []
        base: ast.AST = node
        while isinstance(base, ast.Attribute):
            chain.append(base)
            base = base.value
        if not (isinstance(base, ast.Name) and self.scopes.is_global(base, base.id)):
            return self.generic_visit(node)
        resolved = self.namespace.resolve(self.module, base.id, base)
        if not isinstance(resolved, ModuleRef):
            return self.generic_visit(node)
        for attribute in reversed(chain):
            if not isinstance(resolved, ModuleRef):
                # `module.Class.attr`: the rest of the chain reads attributes of a value
                attribute.value = ast.copy_location(
                    ast.Name(
                        self.respelled(attribute.value, resolved, node),
                        ast.Load(),
                    ),
                    attribute.value,
                )
                return node
            if not isinstance(attribute.ctx, ast.Load):
                raise FlattenError(
                    f"{self.module.where(attribute)}: assignment to a module attribute",
                    self.module.chain,
                )
            resolved = self.namespace.attribute(
                self.module, resolved, attribute.attr, attribute
            )
        if isinstance(resolved, ModuleRef):
            raise FlattenError(
                f"{self.module.where(node)}: module {resolved.module} used as a value",
                self.module.chain,
            )
        return ast.copy_location(
            ast.Name(self.respelled(node, resolved, node), node.ctx), node
        )

    def _definition(
        self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
    ) -> ast.AST:
        if self.scopes.is_global(node, node.name):
            node.name = self.final_name(node.name, node, True)
        return self.generic_visit(node)

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _definition

    def visit_Global(self, node: ast.Global) -> ast.AST:
        node.names = [self.final_name(name, node, True) for name in node.names]
        return node

    def _import(self, node: ast.Import | ast.ImportFrom) -> ast.AST:
        for alias in node.names:
            bound = alias.asname or alias.name.split(".")[0]
            if self.scopes.is_global(node, bound):
                final = self.final_name(bound, node, True)
                if final != bound:
                    if (
                        isinstance(node, ast.Import)
                        and "." in alias.name
                        and not alias.asname
                    ):
                        raise FlattenError(
                            f"{self.module.where(node)}: `import {alias.name}` binds"
                            f" {bound!r}, a name another module defines"
                        )
                    alias.asname = final
        return node

    visit_Import = visit_ImportFrom = _import

    def _capture(
        self, node: ast.ExceptHandler | ast.MatchAs | ast.MatchStar
    ) -> ast.AST:
        if node.name and self.scopes.is_global(node, node.name):
            node.name = self.final_name(node.name, node, True)
        return self.generic_visit(node)

    visit_ExceptHandler = visit_MatchAs = visit_MatchStar = _capture

    def visit_MatchValue(self, node: ast.MatchValue) -> ast.AST:
        """`case limits.LOW:` must stay an attribute lookup: a bare name there would be
        a capture pattern, and the merged namespace has no module to look it up on."""
        base: ast.AST = node.value
        while isinstance(base, ast.Attribute):
            base = base.value
        if isinstance(base, ast.Name) and self.scopes.is_global(base, base.id):
            resolved = self.namespace.resolve(self.module, base.id, base)
            if isinstance(resolved, ModuleRef):
                raise FlattenError(
                    f"{self.module.where(node)}: a match value pattern reads an"
                    f" attribute of module {resolved.module}",
                    self.module.chain,
                )
        return self.generic_visit(node)

    def visit_MatchMapping(self, node: ast.MatchMapping) -> ast.AST:
        if node.rest and self.scopes.is_global(node, node.rest):
            node.rest = self.final_name(node.rest, node, True)
        return self.generic_visit(node)


def inline(
    program: Program,
    scopes: dict[str, ModuleScopes] | None = None,
    keep_definition_names: bool = False,
) -> Inlined:
    """Merge the modules of a program that `flatten_reasons` finds nothing against;
    `scopes`: each module's scope model, of its tree as resolved (`module_scopes`; made
    here if not given); `keep_definition_names`: a def or class whose name another
    module's name would force to change is a `FlattenError` (its `__name__` would show
    it)."""
    namespace = _Namespace(program, scopes or module_scopes(program))
    if keep_definition_names:
        _check_definition_names(namespace, program)
    futures: dict[str, ast.ImportFrom] = {}
    header: dict[tuple[str, ...], ast.stmt] = {}
    body: list[ast.stmt] = []
    tables: list[Table] = []
    fixed_names: set[str] = set()
    offsets: dict[str, int] = {}
    spans: list[tuple[int, str]] = []
    offset = 0
    for module in program.modules:
        offsets[module.name] = offset
        spans.append((offset, str(module.path)))
        offset += len(module.source.splitlines()) + 1
    by_name = {module.name: module for module in program.modules}
    emitted: set[str] = set()

    def emit_chain(name: str) -> None:
        """Python's import of `name`: each parent package first, each body once."""
        parts = name.split(".")
        for end in range(1, len(parts) + 1):
            package = ".".join(parts[:end])
            if package in by_name and package not in emitted:
                emit(by_name[package])

    def emit(module: SourceModule) -> None:
        emitted.add(module.name)
        is_entry = module.name == program.entry
        offset = offsets[module.name]
        rewriter = _Rewriter(namespace, module)
        for statement in module.tree.body:
            if statement in module.project_imports:
                for loaded in module.loads.get(statement, []):
                    emit_chain(loaded)
                body.extend(
                    _shadowed_import_assignments(namespace, module, statement, offset)
                )
                continue
            if not is_entry and is_main_guard(statement):
                continue
            if is_future_import(statement):
                for alias in statement.names:
                    futures.setdefault(alias.name, statement)
                continue
            if isinstance(statement, (ast.Import, ast.ImportFrom)):
                where = module.where(statement)
                ast.increment_lineno(statement, offset)
                for alias in statement.names:
                    key = _stdlib_key(statement, alias)
                    final = namespace.stdlib_final[key]
                    header.setdefault(
                        key, _single_import(statement, alias, final, where)
                    )
                continue
            pragma = module.pragmas.get(statement)
            written_names = statement_binds(statement)
            rewritten = rewriter.visit(statement)
            if keep_definition_names and not is_entry:
                _set_class_module(rewritten, module.name)
            ast.increment_lineno(rewritten, offset)
            if pragma is not None and pragma.kind == "keep":
                fixed_names.update(statement_binds(rewritten))
            elif pragma is not None:
                unpacked = isinstance(statement.targets[0], ast.Tuple)
                for index, (written, final) in enumerate(
                    zip(written_names, statement_binds(rewritten))
                ):
                    tables.append(
                        Table(
                            final_name=final,
                            module=module.name,
                            name=written,
                            index=index if unpacked else None,
                            where=module.where(pragma.line),
                            encoding=pragma.argument,
                            statement=rewritten,
                        )
                    )
            body.append(rewritten)

    emit_chain(program.entry)
    future = (
        [ast.ImportFrom("__future__", [ast.alias(name) for name in futures], 0)]
        if futures
        else []
    )
    tree = ast.Module([*future, *header.values(), *body], [])
    ast.fix_missing_locations(tree)
    return Inlined(
        tree,
        [module.name for module in program.modules],
        SourceMap(tuple(spans)),
        tables,
        fixed_names,
        {final: key for key, final in namespace.final.items()},
    )


# Reading these shows a module's own identity or namespace, which one shared namespace
# cannot give each module.
MODULE_IDENTITY = {
    "__name__",
    "__file__",
    "__spec__",
    "__loader__",
    "__package__",
    "__path__",
    "__cached__",
    "__builtins__",
    "__dict__",
}
GLOBALS_READERS = {"globals", "exec", "eval"}
LOCALS_READERS = {"vars", "locals", "dir"}  # the module's namespace at module level
MODULE_HOOKS = {"__getattr__", "__dir__"}


def module_scopes(program: Program) -> dict[str, ModuleScopes]:
    """Each module's scope model, made once for the questions of `flatten_reasons` and
    `inline`, which ask before anything changes the trees."""
    return {module.name: ModuleScopes(module.tree) for module in program.modules}


def flatten_reasons(
    module: SourceModule, is_entry: bool, scopes: ModuleScopes
) -> list[str]:
    """`file:line: construct` for every construct of `module` whose behaviour depends on
    having a namespace of its own (the modules layout keeps one)."""
    reasons: list[str] = []

    def refuse(node: ast.AST, construct: str) -> None:
        reasons.append(f"{module.where(getattr(node, 'lineno', 1))}: {construct}")

    if module.reads_line_numbers:
        reader = next(
            (
                node
                for node in walk(module.tree)
                if (getattr(node, "attr", None) or getattr(node, "id", None))
                in LINE_NUMBER_READERS
            ),
            module.tree,
        )
        refuse(reader, "reads frames or tracebacks (its own line numbers)")

    declared_global: set[str] = set()
    for node in walk(module.tree):
        if isinstance(node, ast.Global):
            declared_global.update(node.names)
        elif isinstance(node, ast.Delete):
            for target in deleted_names(node):  # `del a, [b]`, not `del t[k]`
                if scopes.is_global(target, target.id):
                    refuse(node, f"`del` of the module-level name {target.id!r}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            name = node.func.id
            if name in LOCALS_READERS and not node.args and not node.keywords:
                if name not in scopes.module_names and scopes.is_module_level(
                    node.func
                ):
                    refuse(node, f"{name}() reads the module namespace")
        elif isinstance(node, ast.Name):
            if node.id in GLOBALS_READERS and node.id not in scopes.module_names:
                refuse(node, f"{node.id} reads or runs code in the module namespace")
            if node.id == "__doc__" and scopes.is_global(node, node.id):
                refuse(
                    node, "__doc__ of a module (its docstring does not open the bundle)"
                )
            if node.id in MODULE_IDENTITY and not is_entry:
                if not _is_main_guard_test(module, node):
                    refuse(node, f"{node.id} of a module other than the entry")
        elif isinstance(node, ast.Attribute):
            if node.attr == "modules" and dotted_name(node) == "sys.modules":
                refuse(node, "sys.modules")
    for statement in module.tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if statement.name in MODULE_HOOKS:
                refuse(statement, f"module-level {statement.name}")
    _check_builtin_shadows(module, scopes, refuse)
    _check_class_reads(scopes, refuse)
    module.declared_global = declared_global
    return reasons


# spellings of what reads the annotations of functions and modules (classes'
# annotations are read by their decorators and bases too)
ANNOTATION_READERS = (
    "__annotations__",
    "get_type_hints",
    "get_annotations",
    "signature",
    "getfullargspec",
    "singledispatch",
    "help",
    "pydoc",
)
# annotation expressions whose evaluation cannot have an effect (a name that is not
# defined would raise in the sources, but those ran: verification compares the runs)
PLAIN_ANNOTATION = (
    ast.Name,
    ast.Attribute,
    ast.Subscript,
    ast.Constant,
    ast.Tuple,
    ast.List,
    ast.BinOp,
    ast.BitOr,
    ast.Load,
)


def common_future_reasons(program: Program) -> list[str]:
    """`from __future__` imports head the bundle and then hold for every module: where
    modules differ on `annotations`, the annotations of a module without it become
    strings where its sources evaluate them. That shows where evaluating one could have
    an effect, where a class's annotations reach its decorators or metaclass
    (dataclasses' `ClassVar`), and where anything reads annotations
    (`typing.get_type_hints`, `inspect.signature`, `singledispatch`...)."""
    with_future = {
        module.name
        for module in program.modules
        for statement in module.tree.body
        if is_future_import(statement)
        and any(alias.name == "annotations" for alias in statement.names)
    }
    if not with_future:
        return []
    read = any(
        (getattr(node, "id", None) or getattr(node, "attr", None) or "")
        in ANNOTATION_READERS
        or (isinstance(node, ast.alias) and node.name in ANNOTATION_READERS)
        for module in program.modules
        for node in walk(module.tree)
    )
    reasons = []
    for module in program.modules:
        if module.name in with_future:
            continue
        for annotation, in_class in _evaluated_annotations(module.tree):
            plain = all(isinstance(node, PLAIN_ANNOTATION) for node in walk(annotation))
            if read or in_class or not plain:
                reasons.append(
                    f"{module.where(annotation.lineno)}: an annotation evaluated at run"
                    " time, and other modules import `from __future__ import annotations`"
                )
                break
    return reasons


def shared_constant_reasons(program: Program) -> list[str]:
    """Each module is compiled on its own: equal constants of one module are one object
    (the compiler merges them), of two modules two. One namespace compiled once makes the
    equal constants of two modules one object, which only identity shows (`is`, `id()`,
    `marshal`...: `trees.identity_reader`): where the program reads it, two modules
    holding an equal constant that is not one object anyway (small ints, identifier-like
    strings...) keep their own."""
    reader = next(
        (
            (module, node)
            for module in program.modules
            for node in [identity_reader(module.tree)]
            if node is not None
        ),
        None,
    )
    if reader is None:
        return []
    first_held: dict[tuple, tuple[SourceModule, int]] = {}
    for module in program.modules:
        for key, value, line in _separate_constants(module.tree):
            held = first_held.setdefault(key, (module, line))
            if held[0] is not module:
                reading_module, node = reader
                return [
                    f"{reading_module.where(node.lineno)}: tells objects apart (`is`, id()...),"
                    f" and {held[0].where(held[1])} and {module.where(line)} hold the"
                    f" equal constant {value!r:.40}, one object in one namespace"
                ]
    return []


def _separate_constants(tree: ast.Module) -> Iterator[tuple[tuple, object, int]]:
    """(key, value, line) of each constant the compiler makes an object of this module's
    own: not a docstring or an f-string's text, not a value CPython keeps one of (None,
    bools, ints -5..256, identifier-like and one-character strings, empty containers);
    a tuple of constants and a negated number are constants too (the compiler folds them).
    """
    skipped = {  # a docstring, or a statement of a constant alone, which is dropped
        id(node.value)
        for node in walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    skipped |= {
        id(part)
        for node in walk(tree)
        if isinstance(node, ast.JoinedStr)
        for part in walk(node)
    }
    for node in walk(tree):
        if id(node) in skipped:
            continue
        try:
            value = ast.literal_eval(node) if _folded(node) else None
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            continue
        if _folded(node) and not _kept_once(value):
            yield _constant_key(value), value, node.lineno


def _folded(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return isinstance(node.operand, ast.Constant) and type(node.operand.value) in (
            int,
            float,
            complex,
        )
    return isinstance(node, ast.Tuple) and all(_folded(item) for item in node.elts)


def _kept_once(value: object) -> bool:
    """A value CPython holds one object of, whichever module it comes from."""
    if value is None or value is Ellipsis or isinstance(value, bool):
        return True
    if type(value) is int:
        return -5 <= value <= 256
    if type(value) is str:
        return (
            len(value) <= 1
            and value <= "\xff"
            or value.isascii()
            and all(c.isalnum() or c == "_" for c in value)
        )
    if type(value) is bytes:
        return len(value) <= 1
    if type(value) is tuple:
        return not value
    return False


def _constant_key(value: object) -> tuple:
    if type(value) is tuple:
        return ("tuple", *(_constant_key(item) for item in value))
    return (type(value).__name__, repr(value))


def _evaluated_annotations(tree: ast.Module) -> list[tuple[ast.expr, bool]]:
    """The annotations Python evaluates when it runs the module's code (not those of
    local variables), each with whether it is a class's that a decorator or a metaclass
    can read."""
    found: list[tuple[ast.expr, bool]] = []

    def visit(node: ast.AST, in_function: bool, in_class: bool) -> None:
        if isinstance(node, ast.AnnAssign) and not in_function:
            found.append((node.annotation, in_class))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            for argument in (
                *arguments.posonlyargs,
                *arguments.args,
                *arguments.kwonlyargs,
                arguments.vararg,
                arguments.kwarg,
            ):
                if argument is not None and argument.annotation is not None:
                    found.append((argument.annotation, False))
            if node.returns is not None:
                found.append((node.returns, False))
        for child in child_nodes(node):
            if isinstance(node, ast.ClassDef):
                # a base that reads annotations spells `__annotations__` (in the
                # program) or is a decorator's (dataclasses); the standard library's
                # bases (NamedTuple, TypedDict, Protocol) only store them
                read_by_class = bool(node.decorator_list or node.keywords)
                visit(child, False, read_by_class)
            else:
                visit(
                    child,
                    in_function
                    or isinstance(
                        node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
                    ),
                    in_class and not isinstance(node, ast.stmt),
                )

    visit(tree, False, False)
    return found


def _is_main_guard_test(module: SourceModule, node: ast.Name) -> bool:
    return node.id == "__name__" and any(
        is_main_guard(statement) and statement.test.left is node
        for statement in module.tree.body
    )


def _check_builtin_shadows(module: SourceModule, scopes: ModuleScopes, refuse) -> None:
    """A module-level name that shadows a builtin is renamed; Python reads the builtin
    until the first binding runs. Flattening is exact when that binding is a plain
    top-level statement and no code run at import time reads the name up to it."""
    shadowing = scopes.module_names & set(dir(builtins))
    if not shadowing:
        return
    first_binding: dict[str, int] = {}
    for index, statement in enumerate(module.tree.body):
        for name in set(statement_binds(statement)) & shadowing:
            first_binding.setdefault(name, index)
    for name in sorted(shadowing - set(first_binding)):
        binding = _first_binding_node(module.tree, name)
        refuse(binding, f"builtin name {name!r} rebound only conditionally")
    for index, statement in enumerate(module.tree.body):
        for node in _import_time_nodes(statement):
            if (
                isinstance(node, ast.Name)
                and node.id in first_binding
                and isinstance(node.ctx, ast.Load)
                and index <= first_binding[node.id]
                and scopes.is_global(node, node.id)
            ):
                refuse(node, f"builtin {node.id!r} read before the module rebinds it")


def _check_class_reads(scopes: ModuleScopes, refuse) -> None:
    """A class body that reads a name before binding it reads the global one (Python
    looks in the class namespace, then the module's): one spelling cannot be both the
    class attribute and a renamed global."""
    for binding in scopes.model.bindings:
        if binding.scope is None or binding.scope.kind != "class":
            continue
        stores = [
            getattr(o.node, "lineno", 0) for o in binding.occurrences if not o.load
        ]
        first = min(stores, default=0)
        for occurrence in binding.occurrences:
            read = getattr(occurrence.node, "lineno", 0)
            if occurrence.load and occurrence.scope is binding.scope and read <= first:
                refuse(
                    occurrence.node,
                    f"a class body reads {binding.name!r} before binding it",
                )


def _first_binding_node(tree: ast.Module, name: str) -> ast.AST:
    """Where `name` is first bound in the module (for an error's line)."""
    for node in walk(tree):
        if (
            isinstance(node, ast.Name)
            and node.id == name
            and not isinstance(node.ctx, ast.Load)
        ):
            return node
        if isinstance(node, (ast.Global, ast.stmt)) and name in (
            getattr(node, "names", None) or statement_binds(node)
        ):
            return node
    return tree


def _import_time_nodes(node: ast.AST):
    """The nodes of a module-level statement that run when the module is imported:
    everything but the bodies of functions and lambdas."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            arguments = current.args
            stack.extend(d for d in arguments.defaults + arguments.kw_defaults if d)
            stack.extend(getattr(current, "decorator_list", []))
            continue
        stack.extend(child_nodes(current))


def _set_class_module(statement: ast.stmt, module_name: str) -> None:
    """A class's `__module__` comes from the namespace's `__name__` when its body runs,
    `__main__` in a bundle: where names must read as in the sources (`<class
    'pkg.board.Board'>`), every class body the statement holds sets it after its
    docstring — nested classes, classes under `if`/`try`/`for` and in functions too."""
    classes = [node for node in walk(statement) if isinstance(node, ast.ClassDef)]
    for node in classes:
        setting = ast.Assign(
            [ast.Name("__module__", ast.Store())], ast.Constant(module_name)
        )
        ast.copy_location(setting, node.body[0])
        ast.fix_missing_locations(setting)
        node.body.insert(after_header(node.body), setting)


def _check_definition_names(namespace: _Namespace, program: Program) -> None:
    for module in program.modules:
        for statement in module.tree.body:
            if isinstance(
                statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
            ):
                final = namespace.final.get((module.name, statement.name))
                if final is not None and final != statement.name:
                    raise FlattenError(
                        f"{module.where(statement)}: {statement.name!r} is defined by"
                        " another module too (its __name__ would change)"
                    )


def _single_import(
    statement: ast.Import | ast.ImportFrom, alias: ast.alias, final: str, where: str
) -> ast.stmt:
    bound = alias.asname or alias.name.split(".")[0]
    if isinstance(statement, ast.Import):
        if final != bound and "." in alias.name and not alias.asname:
            raise FlattenError(
                f"{where}: `import {alias.name}` binds {bound!r}, a name another"
                " module defines"
            )
        asname = (
            None if final == alias.name.split(".")[0] and not alias.asname else final
        )
        new: ast.stmt = ast.Import([ast.alias(alias.name, asname)])
    else:
        new = ast.ImportFrom(
            statement.module,
            [ast.alias(alias.name, None if final == alias.name else final)],
            statement.level,
        )
    return ast.copy_location(new, statement)


def _shadowed_import_assignments(
    namespace: _Namespace, module: SourceModule, statement: ast.stmt, offset: int
) -> Iterator[ast.stmt]:
    """`from m import X` where the module also assigns X: keep the import as `X = m.X`."""
    for name in module.project_imports[statement]:
        if (module.name, name) in namespace.final:
            value = namespace.resolve(module, name, statement, through_import=True)
            if isinstance(value, ModuleRef):
                raise FlattenError(
                    f"{module.where(statement)}: module {value.module} bound to reassigned name {name!r}"
                )
            assignment = ast.Assign(
                [ast.Name(namespace.final[module.name, name], ast.Store())],
                ast.Name(value, ast.Load()),
            )
            ast.copy_location(assignment, statement)
            ast.increment_lineno(assignment, offset)
            yield ast.fix_missing_locations(assignment)
