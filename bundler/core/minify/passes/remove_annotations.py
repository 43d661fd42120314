"""Remove annotations of arguments, return values and variables, in program mode only: a
library's importers may read any of them (`inspect.signature`, `typing.get_type_hints`).

Kept where something reads them: class bodies with a decorator, base or keyword
(dataclasses, NamedTuple, TypedDict, Enum, Protocol) or of a class whose name is read other
than to call it or read its attributes (`dataclass(P)` gets the class: whatever a class
is handed to may read its annotations), functions registered through a
`.register` decorator (`functools.singledispatch` dispatches on them), and the whole
module when it mentions `__annotations__` or asks for type hints. A bare `x: int` in a
function makes `x` local, so it stays unless `x` is assigned there anyway. An annotation
evaluated where it stands (a def's, a module or class variable's; none under `from
__future__ import annotations`) stays where evaluating it could act or raise (`x:
note("x")`, an unknown name).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..trees import (
    BODY_FIELDS,
    bound_names,
    evaluates_quietly,
    filled,
    is_future_import,
    mentions,
    reads_computed_attribute,
)

from ..options import MinifyOptions
from ...nodes import walk, child_nodes

NAME = "remove_annotations"
# spellings that read annotations: directly, through signatures, or in documentation
READERS = {
    "__annotations__",
    "get_type_hints",
    "get_annotations",
    "signature",
    "getfullargspec",
    "help",
    "pydoc",
    "render_doc",
    # namespaces that list `__annotations__` among their keys
    "vars",
    "dir",
    "__dict__",
}
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


@dataclass(frozen=True)
class _Program:
    handed_on: set[str]  # `_names_handed_on`
    registered: set[str]  # `_registered`
    bound: set[str]  # every name the module binds
    postponed: bool  # `from __future__ import annotations`: none is evaluated

    def droppable(self, annotation: ast.expr | None) -> bool:
        """Evaluated where it stands (a def's, a module or class variable's), an
        annotation goes only if evaluating it does nothing (`trees.evaluates_quietly`).
        """
        return (
            annotation is None
            or self.postponed
            or evaluates_quietly(annotation, self.bound)
        )


def remove_annotations(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode != "program":
        return tree
    if READERS & options.introspected or _reads_annotations(tree):
        return tree
    program = _Program(
        _names_handed_on(tree),
        _registered(tree),
        bound_names(tree),
        any(
            is_future_import(statement)
            and any(alias.name == "annotations" for alias in statement.names)
            for statement in tree.body
        ),
    )
    _visit_body(tree.body, scope=tree, program=program)
    return tree


def _reads_annotations(tree: ast.Module) -> bool:
    """A reader spelled (`__annotations__`, `get_type_hints`...), also inside a string
    (`"{0.__annotations__}"`), or an attribute read by a computed name."""
    if mentions(tree, READERS):
        return True
    for node in walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if "__annotations__" in node.value:
                return True
        elif isinstance(node, ast.Call) and reads_computed_attribute(node):
            return True
    return False


def _registered(tree: ast.Module) -> set[str]:
    """Functions handed to a `.register(...)` call (`functools.singledispatch`
    dispatches on their first parameter's annotation)."""
    return {
        node.args[0].id
        for node in walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "register"
        and node.args
        and isinstance(node.args[0], ast.Name)
    }


def _names_handed_on(tree: ast.Module) -> set[str]:
    """Names read as values: not only called (`P(...)`) or looked into (`P.x`)."""
    looked_into = {
        id(node.func if isinstance(node, ast.Call) else node.value)
        for node in walk(tree)
        if isinstance(node, (ast.Call, ast.Attribute))
    }
    return {
        node.id
        for node in walk(tree)
        if isinstance(node, ast.Name)
        and isinstance(node.ctx, ast.Load)
        and id(node) not in looked_into
    }


def _visit_body(body: list[ast.stmt], scope: ast.AST | None, program: _Program) -> None:
    """`scope` owns these statements' variables; None keeps their annotations."""
    rewritten: list[ast.stmt] = []
    for statement in body:
        if isinstance(statement, ast.AnnAssign) and scope is not None:
            replacement = _without_annotation(statement, scope, program)
            if replacement is not None:
                rewritten.append(replacement)
            continue
        rewritten.append(statement)
        _visit_statement(statement, scope, program)
    body[:] = rewritten if isinstance(scope, ast.Module) else filled(rewritten, body[0])


def _visit_statement(
    statement: ast.stmt, scope: ast.AST | None, program: _Program
) -> None:
    if isinstance(statement, FUNCTIONS):
        if (
            not _dispatches_on_annotations(statement)
            and statement.name not in program.registered
        ):
            _strip_arguments(statement.args, program)
            if program.droppable(statement.returns):
                statement.returns = None
        _visit_body(statement.body, scope=statement, program=program)
    elif isinstance(statement, ast.ClassDef):
        reads_annotations = (
            statement.decorator_list
            or statement.bases
            or statement.keywords
            or statement.name in program.handed_on
        )
        _visit_body(
            statement.body,
            scope=None if reads_annotations else statement,
            program=program,
        )
    else:
        for child in child_nodes(statement):
            if isinstance(child, (ast.excepthandler, ast.match_case)):
                _visit_body(child.body, scope, program)
        for field in BODY_FIELDS:
            body = getattr(statement, field, None)
            if body:
                _visit_body(body, scope, program)


def _strip_arguments(arguments: ast.arguments, program: _Program) -> None:
    every = arguments.posonlyargs + arguments.args + arguments.kwonlyargs
    every += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
    for argument in every:
        if program.droppable(argument.annotation):
            argument.annotation = None


def _dispatches_on_annotations(function: ast.AST) -> bool:
    return any(
        isinstance(node, ast.Attribute) and node.attr == "register"
        for decorator in function.decorator_list
        for node in walk(decorator)
    )


def _without_annotation(
    statement: ast.AnnAssign, scope: ast.AST, program: _Program
) -> ast.stmt | None:
    target = statement.target
    if not isinstance(scope, FUNCTIONS) and not program.droppable(statement.annotation):
        return statement  # evaluated at module or class level: it acts
    if statement.value is not None:
        assignment = ast.Assign(targets=[target], value=statement.value)
        return ast.copy_location(assignment, statement)
    if isinstance(target, ast.Name):
        if isinstance(scope, FUNCTIONS) and target.id not in _assigned_names(scope):
            return statement
        return None
    # `a.b: int` / `a[i]: int` evaluate `a` (and `i`): only side-effect-free ones can go
    parts = [n for n in walk(target) if isinstance(n, ast.expr)]
    if all(
        isinstance(n, (ast.Name, ast.Constant, ast.Attribute, ast.Subscript))
        for n in parts
    ):
        if not any(isinstance(n, ast.Attribute) for n in parts[1:]):
            return None
    return statement


def _assigned_names(function: ast.AST) -> set[str]:
    names: set[str] = set()
    pending = list(child_nodes(function))
    while pending:
        node = pending.pop()
        if isinstance(node, ast.AnnAssign) and node.value is None:
            continue  # the declaration being judged, or another like it
        if isinstance(node, (*FUNCTIONS, ast.ClassDef, ast.Lambda)):
            if isinstance(node, (*FUNCTIONS, ast.ClassDef)):
                names.add(node.name)
            continue
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        pending += child_nodes(node)
    for argument in walk(function.args):
        if isinstance(argument, ast.arg):
            names.add(argument.arg)
    return names
