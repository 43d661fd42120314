"""Which names in a module refer to its module-level (global) bindings.

Python's scoping rules, applied statically: function and lambda bodies, comprehensions and
class bodies are scopes; a name assigned anywhere in a function is local to it unless declared
`global`/`nonlocal`; class bodies are skipped when resolving names of nested functions; the
first iterable of a comprehension, default values, decorators and annotations belong to the
enclosing scope; a walrus inside a comprehension binds in the nearest enclosing non-
comprehension scope.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Iterator

ScopeNode = (
    ast.Module,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.Lambda,
    ast.ClassDef,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.GeneratorExp,
)
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


@dataclass
class Scope:
    node: ast.AST
    parent: Scope | None
    bound: set[str] = field(default_factory=set)
    assigned: set[str] = field(default_factory=set)  # bound other than by an import
    globals: set[str] = field(default_factory=set)
    nonlocals: set[str] = field(default_factory=set)

    @property
    def is_module(self) -> bool:
        return isinstance(self.node, ast.Module)


def _target_names(target: ast.AST) -> Iterator[str]:
    for node in ast.walk(target):
        if isinstance(node, ast.Name):
            yield node.id


class _Binder(ast.NodeVisitor):
    """First pass: for every scope, the names it binds and declares."""

    def __init__(self, module: ast.Module) -> None:
        self.scopes: dict[ast.AST, Scope] = {}
        self.scope_of: dict[ast.AST, Scope] = (
            {}
        )  # every Name-like node -> scope it is in
        self.current = self._open(module, None)
        for statement in module.body:
            self.visit(statement)

    def _open(self, node: ast.AST, parent: Scope | None) -> Scope:
        scope = Scope(node, parent)
        self.scopes[node] = scope
        return scope

    def _in_scope(self, scope: Scope, nodes: list[ast.AST]) -> None:
        outer, self.current = self.current, scope
        for node in nodes:
            self.visit(node)
        self.current = outer

    def _bind(self, name: str, by_import: bool = False) -> None:
        self.current.bound.add(name)
        if not by_import:
            self.current.assigned.add(name)

    def visit_Name(self, node: ast.Name) -> None:
        self.scope_of[node] = self.current
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self._bind(node.id)

    def visit_Global(self, node: ast.Global) -> None:
        self.scope_of[node] = self.current
        self.current.globals.update(node.names)

    def visit_Nonlocal(self, node: ast.Nonlocal) -> None:
        self.scope_of[node] = self.current
        self.current.nonlocals.update(node.names)

    def _visit_arguments_outside(self, args: ast.arguments) -> None:
        for default in [*args.defaults, *args.kw_defaults]:
            if default is not None:
                self.visit(default)
        for arg in [
            *args.posonlyargs,
            *args.args,
            *args.kwonlyargs,
            args.vararg,
            args.kwarg,
        ]:
            if arg is not None and arg.annotation is not None:
                self.visit(arg.annotation)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.scope_of[node] = self.current
        self._bind(node.name)
        for decorator in node.decorator_list:
            self.visit(decorator)
        self._visit_arguments_outside(node.args)
        if node.returns is not None:
            self.visit(node.returns)
        scope = self._open(node, self.current)
        scope.bound.update(arg.arg for arg in _all_args(node.args))
        self._in_scope(scope, node.body)

    visit_FunctionDef = visit_AsyncFunctionDef = _function

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self._visit_arguments_outside(node.args)
        scope = self._open(node, self.current)
        scope.bound.update(arg.arg for arg in _all_args(node.args))
        self._in_scope(scope, [node.body])

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.scope_of[node] = self.current
        self._bind(node.name)
        for expression in [*node.decorator_list, *node.bases, *node.keywords]:
            self.visit(expression)
        self._in_scope(self._open(node, self.current), node.body)

    def _comprehension(
        self, node: ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp
    ) -> None:
        self.visit(node.generators[0].iter)
        scope = self._open(node, self.current)
        inner: list[ast.AST] = []
        for index, generator in enumerate(node.generators):
            inner.append(generator.target)
            if index:
                inner.append(generator.iter)
            inner.extend(generator.ifs)
        inner.extend(
            [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
        )
        self._in_scope(scope, inner)

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = (
        _comprehension
    )

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self.visit(node.value)
        scope = self.current
        while isinstance(scope.node, COMPREHENSIONS):
            assert scope.parent is not None
            scope = scope.parent
        self.scope_of[node.target] = scope
        scope.bound.add(node.target.id)
        scope.assigned.add(node.target.id)

    def _import(self, node: ast.Import | ast.ImportFrom) -> None:
        self.scope_of[node] = self.current
        for alias in node.names:
            if alias.name != "*":
                self._bind(alias.asname or alias.name.split(".")[0], by_import=True)

    visit_Import = visit_ImportFrom = _import

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        self.scope_of[node] = self.current
        if node.name:
            self._bind(node.name)
        self.generic_visit(node)

    def _match_capture(
        self, node: ast.MatchAs | ast.MatchStar | ast.MatchMapping
    ) -> None:
        self.scope_of[node] = self.current
        name = node.rest if isinstance(node, ast.MatchMapping) else node.name
        if name:
            self._bind(name)
        self.generic_visit(node)

    visit_MatchAs = visit_MatchStar = visit_MatchMapping = _match_capture


def _all_args(args: ast.arguments) -> Iterator[ast.arg]:
    yield from args.posonlyargs
    yield from args.args
    yield from args.kwonlyargs
    if args.vararg:
        yield args.vararg
    if args.kwarg:
        yield args.kwarg


class ModuleScopes:
    """Answers `is_global(node, name)` for name-carrying nodes of one module tree."""

    def __init__(self, module: ast.Module) -> None:
        binder = _Binder(module)
        self.module_scope = binder.scopes[module]
        self._scope_of = binder.scope_of
        for scope in binder.scopes.values():
            if not scope.is_module:
                self.module_scope.bound.update(scope.globals)
                self.module_scope.assigned.update(scope.globals)

    @property
    def module_names(self) -> set[str]:
        return self.module_scope.bound

    @property
    def assigned_module_names(self) -> set[str]:
        return self.module_scope.assigned

    def scope_of(self, node: ast.AST) -> Scope:
        return self._scope_of[node]

    def is_module_level(self, node: ast.AST) -> bool:
        """Does `node` (a name, call or statement) run in the module's own scope?"""
        scope = self._scope_of.get(node)
        return scope is not None and scope.is_module

    def is_global(self, node: ast.AST, name: str) -> bool:
        """Does `name`, used or bound at `node`, refer to the module namespace?"""
        scope: Scope | None = self._scope_of[node]
        first = True
        while scope is not None and not scope.is_module:
            if name in scope.globals:
                return True
            if name in scope.nonlocals:
                first = False
                scope = scope.parent
                continue
            # Class bodies are visible only to code directly inside them.
            if first or not isinstance(scope.node, ast.ClassDef):
                if name in scope.bound:
                    return False
            first = False
            scope = scope.parent
        return True
