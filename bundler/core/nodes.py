"""Walking syntax trees, as `ast.walk` and `ast.iter_child_nodes` do, in the same order,
at about twice their speed: every stage of a build walks every tree many times, and the
standard library's walkers spend most of their time on generator frames and on fields
that can never hold a node (names, numbers, constants).
"""

from __future__ import annotations

import ast
import re
from collections import deque
from collections.abc import Iterator

# the field types of Python's grammar (ASDL) that are values, never nodes
_SCALAR_TYPES = {"identifier", "int", "string", "constant"}
# `Name(identifier id, expr_context ctx)`: each node class documents its fields' types
_SIGNATURE = re.compile(r"\w+\((.*)\)$")
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(node_class: type) -> tuple[str, ...]:
    """The fields of a node class that may hold nodes, in the class's order."""
    fields = _CHILD_FIELDS.get(node_class)
    if fields is None:
        types: dict[str, str] = {}
        signature = _SIGNATURE.match((node_class.__doc__ or "").strip())
        for part in signature.group(1).split(",") if signature else ():
            kind, _, name = part.strip().rpartition(" ")
            types[name] = kind.rstrip("*?")
        fields = tuple(
            field
            for field in node_class._fields  # type: ignore[attr-defined]
            if types.get(field) not in _SCALAR_TYPES
        )
        _CHILD_FIELDS[node_class] = fields
    return fields


def child_nodes(node: ast.AST) -> list[ast.AST]:
    """`ast.iter_child_nodes`, as a list."""
    children: list[ast.AST] = []
    for field in _child_fields(node.__class__):
        value = getattr(node, field, None)
        if isinstance(value, ast.AST):
            children.append(value)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, ast.AST):
                    children.append(item)
    return children


def walk(tree: ast.AST) -> Iterator[ast.AST]:
    """`ast.walk`: the tree's nodes, breadth first, the tree itself first."""
    pending = deque((tree,))
    take = pending.popleft
    add = pending.append
    fields_of = _CHILD_FIELDS
    while pending:
        node = take()
        # (looked up here rather than through _child_fields: this is the hottest loop)
        fields = fields_of.get(node.__class__)
        if fields is None:
            fields = _child_fields(node.__class__)
        for field in fields:
            value = getattr(node, field, None)
            if isinstance(value, ast.AST):
                add(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        add(item)
        yield node


class Visitor(ast.NodeVisitor):
    """`ast.NodeVisitor`, dispatching through a table per visitor class instead of
    building and looking up a method name for every node."""

    _methods: dict[type, object]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._methods = {}

    def visit(self, node: ast.AST) -> object:
        method = self._methods.get(node.__class__)
        if method is None:
            method = getattr(
                type(self), "visit_" + node.__class__.__name__, type(self).generic_visit
            )
            self._methods[node.__class__] = method
        return method(self, node)  # type: ignore[operator]

    def generic_visit(self, node: ast.AST) -> None:
        for child in child_nodes(node):
            self.visit(child)


class Transformer(Visitor, ast.NodeTransformer):
    """`ast.NodeTransformer`, dispatching as `Visitor` does and reading only the fields
    that can hold nodes."""

    def generic_visit(self, node: ast.AST) -> ast.AST:  # type: ignore[override]
        for field in _child_fields(node.__class__):
            old_value = getattr(node, field, None)
            if isinstance(old_value, list):
                new_values: list[object] = []
                for value in old_value:
                    if isinstance(value, ast.AST):
                        value = self.visit(value)
                        if value is None:
                            continue
                        if not isinstance(value, ast.AST):
                            new_values.extend(value)  # type: ignore[call-overload]
                            continue
                    new_values.append(value)
                old_value[:] = new_values
            elif isinstance(old_value, ast.AST):
                new_node = self.visit(old_value)
                if new_node is None:
                    delattr(node, field)
                else:
                    setattr(node, field, new_node)
        return node


# values whose `==` is as exact as their `repr` (not floats: 0.0 == -0.0, nan != nan)
_EXACT_EQUALITY = {int, str, bytes, bool, type(None), type(...)}


def same_tree(first: ast.AST, second: ast.AST) -> bool:
    """`ast.dump(first) == ast.dump(second)` (every field, no locations), without
    writing either out."""
    pending = [(first, second)]
    while pending:
        one, other = pending.pop()
        if one.__class__ is not other.__class__:
            return False
        for field in one._fields:  # type: ignore[attr-defined]
            value = getattr(one, field, None)
            other_value = getattr(other, field, None)
            if isinstance(value, list) and isinstance(other_value, list):
                if len(value) != len(other_value):
                    return False
                pairs = zip(value, other_value)
            else:
                pairs = zip((value,), (other_value,))
            for item, other_item in pairs:
                if isinstance(item, ast.AST) and isinstance(other_item, ast.AST):
                    pending.append((item, other_item))
                elif not _same_value(item, other_item):
                    return False
    return True


def _same_value(one: object, other: object) -> bool:
    if one.__class__ is not other.__class__:
        return False
    if one.__class__ in _EXACT_EQUALITY:
        return one == other
    return repr(one) == repr(other)
