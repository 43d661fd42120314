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

from .errors import BundleError
from .resolve import ModuleRef, NameRef, Program, SourceModule, Target
from .scopes import ModuleScopes

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
    keep_names: set[str] = field(default_factory=set)


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


def _is_main_guard(statement: ast.stmt) -> bool:
    test = getattr(statement, "test", None)
    return (
        isinstance(statement, ast.If)
        and isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and len(test.comparators) == 1
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value == "__main__"
    )


class _Namespace:
    """Final names for every module-level binding of the program."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.scopes = {
            module.name: ModuleScopes(module.tree) for module in program.modules
        }
        self.final: dict[tuple[str, str], str] = {}  # (module, name) -> final name
        self.stdlib_final: dict[tuple[str, ...], str] = {}
        self.stdlib_of: dict[tuple[str, str], tuple[str, ...]] = (
            {}
        )  # (module, name) -> key
        self.aliases: dict[tuple[str, str], Target] = {}
        self.taken: set[str] = set()
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
        for bindings in module.project_imports.values():
            for name, target in bindings.items():
                self.aliases[module.name, name] = target
                imported.add(name)
        for statement in module.tree.body:
            if (
                isinstance(statement, (ast.Import, ast.ImportFrom))
                and statement not in module.project_imports
            ):
                if (
                    isinstance(statement, ast.ImportFrom)
                    and statement.module == "__future__"
                ):
                    continue
                for alias in statement.names:
                    if alias.name == "*":
                        raise BundleError(
                            f"{module.where(statement)}: star import from the standard library is not supported"
                        )
                    bound = alias.asname or alias.name.split(".")[0]
                    key = _stdlib_key(statement, alias)
                    if key not in self.stdlib_final:
                        self.stdlib_final[key] = self._claim(bound, module)
                    self.stdlib_of[module.name, bound] = key
                    imported.add(bound)
        # A name both imported and assigned is the module's own; its import becomes an assignment.
        own = (self.scopes[module.name].module_names - imported) | self.scopes[
            module.name
        ].assigned_module_names
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
                raise BundleError(
                    f"{module.where(node)}: circular import of name {name!r}"
                )
            seen.append(key)
            if key in self.final and not (through_import and len(seen) == 1):
                return self.final[key]
            if key in self.stdlib_of:
                return self.stdlib_final[self.stdlib_of[key]]
            target = self.aliases.get(key)
            if isinstance(target, ModuleRef):
                return target
            if isinstance(target, NameRef):
                if f"{target.module}.{target.name}" in self.scopes:
                    return ModuleRef(f"{target.module}.{target.name}")
                current, wanted = target.module, target.name
                continue
            if current == module.name and name in BUILTIN_NAMES:
                return name
            if current == module.name:
                raise BundleError(
                    f"{module.where(node)}: name {name!r} is not defined in {module.name}",
                    module.chain,
                )
            raise BundleError(
                f"{module.where(node)}: cannot import name {wanted!r} from {current} (not defined there)",
                module.chain,
            )

    def attribute(
        self, module: SourceModule, target: ModuleRef, attr: str, node: ast.AST
    ) -> str | ModuleRef:
        submodule = f"{target.module}.{attr}"
        if submodule in self.scopes:
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
            raise BundleError(
                f"{user.where(node)}: module {owner.name} has no name {name!r}",
                user.chain,
            )
        return self.resolve(owner, name, node)


class _Rewriter(ast.NodeTransformer):
    """Renames a module's references to module-level names to their final names."""

    def __init__(self, namespace: _Namespace, module: SourceModule) -> None:
        self.namespace = namespace
        self.module = module
        self.scopes = namespace.scopes[module.name]

    def final_name(self, name: str, node: ast.AST, storing: bool) -> str:
        if storing:
            key = (self.module.name, name)
            if key in self.namespace.final:
                return self.namespace.final[key]
            raise BundleError(
                f"{self.module.where(node)}: assignment to imported name {name!r} is not supported in a bundle",
                self.module.chain,
            )
        resolved = self.namespace.resolve(self.module, name, node)
        if isinstance(resolved, ModuleRef):
            raise BundleError(
                f"{self.module.where(node)}: module {resolved.module} used as a value; only `module.name` is supported",
                self.module.chain,
            )
        return resolved

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if self.scopes.is_global(node, node.id):
            node.id = self.final_name(node.id, node, not isinstance(node.ctx, ast.Load))
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
                attribute.value = ast.copy_location(
                    ast.Name(resolved, ast.Load()), attribute.value
                )
                return self.generic_visit(node)
            if not isinstance(attribute.ctx, ast.Load):
                raise BundleError(
                    f"{self.module.where(attribute)}: assignment to a module attribute is not supported in a bundle",
                    self.module.chain,
                )
            resolved = self.namespace.attribute(
                self.module, resolved, attribute.attr, attribute
            )
            if attribute is node:
                break
        if isinstance(resolved, ModuleRef):
            raise BundleError(
                f"{self.module.where(node)}: module {resolved.module} used as a value; only `module.name` is supported",
                self.module.chain,
            )
        return ast.copy_location(ast.Name(resolved, node.ctx), node)

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
                        raise BundleError(
                            f"{self.module.where(node)}: cannot rename dotted import {alias.name!r}"
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

    def visit_MatchMapping(self, node: ast.MatchMapping) -> ast.AST:
        if node.rest and self.scopes.is_global(node, node.rest):
            node.rest = self.final_name(node.rest, node, True)
        return self.generic_visit(node)


def inline(program: Program) -> Inlined:
    namespace = _Namespace(program)
    futures: dict[str, ast.ImportFrom] = {}
    header: dict[tuple[str, ...], ast.stmt] = {}
    body: list[ast.stmt] = []
    tables: list[Table] = []
    keep_names: set[str] = set()
    spans: list[tuple[int, str]] = []
    offset = 0
    for module in program.modules:
        is_entry = module.name == program.entry
        rewriter = _Rewriter(namespace, module)
        for statement in module.tree.body:
            if statement in module.project_imports:
                body.extend(
                    _shadowed_import_assignments(namespace, module, statement, offset)
                )
                continue
            if not is_entry and _is_main_guard(statement):
                continue
            if (
                isinstance(statement, ast.ImportFrom)
                and statement.module == "__future__"
            ):
                for alias in statement.names:
                    futures.setdefault(alias.name, statement)
                continue
            if isinstance(statement, (ast.Import, ast.ImportFrom)):
                ast.increment_lineno(statement, offset)
                for alias in statement.names:
                    key = _stdlib_key(statement, alias)
                    header.setdefault(
                        key,
                        _single_import(statement, alias, namespace.stdlib_final[key]),
                    )
                continue
            pragma = module.pragmas.get(statement)
            written_names = _bound_names(statement)
            rewritten = rewriter.visit(statement)
            ast.increment_lineno(rewritten, offset)
            if pragma is not None and pragma.kind == "keep":
                keep_names.update(_bound_names(rewritten))
            elif pragma is not None:
                unpacked = isinstance(statement.targets[0], ast.Tuple)
                for index, (written, final) in enumerate(
                    zip(written_names, _bound_names(rewritten))
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
        spans.append((offset, str(module.path)))
        offset += len(module.source.splitlines()) + 1
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
        keep_names,
    )


def _bound_names(statement: ast.stmt) -> list[str]:
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    targets = (
        statement.targets
        if isinstance(statement, ast.Assign)
        else [getattr(statement, "target", None)]
    )
    return [
        node.id
        for target in targets
        if target is not None
        for node in ast.walk(target)
        if isinstance(node, ast.Name)
    ]


def _single_import(
    statement: ast.Import | ast.ImportFrom, alias: ast.alias, final: str
) -> ast.stmt:
    bound = alias.asname or alias.name.split(".")[0]
    if isinstance(statement, ast.Import):
        if final != bound and "." in alias.name and not alias.asname:
            raise BundleError(
                f"cannot rename dotted import {alias.name!r} (line {statement.lineno})"
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
                raise BundleError(
                    f"{module.where(statement)}: module {value.module} bound to reassigned name {name!r}"
                )
            assignment = ast.Assign(
                [ast.Name(namespace.final[module.name, name], ast.Store())],
                ast.Name(value, ast.Load()),
            )
            ast.copy_location(assignment, statement)
            ast.increment_lineno(assignment, offset)
            yield ast.fix_missing_locations(assignment)
