"""Fold operators on literal operands where the result is exact and spelled shorter.

Only ints (not bools), and `+` on strings or bytes: float arithmetic could change a
value's last digit and shows up as a longer repr anyway. Sizes are bounded so folding
never computes or embeds a huge number, and errors (division by zero) are left to
happen at run time. An expression statement is left as written: folded to a string, it
would become a docstring.
"""

from __future__ import annotations

import ast
import operator

from ..printer.expressions import ExpressionEmitter

from ..options import MinifyOptions
from ...nodes import Transformer

NAME = "fold_constants"
MAX_BITS = 512
MAX_TEXT = 1000

INTEGER_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.BitOr: operator.or_,
    ast.BitAnd: operator.and_,
    ast.BitXor: operator.xor,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.Pow: operator.pow,
}


def literal_value(node: ast.expr) -> object:
    """The value of an int/str/bytes literal (a negative int is `-` applied to one)."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, str, bytes):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = literal_value(node.operand)
        if type(inner) is int:
            return -inner
    return None


def literal_node(value: int | str | bytes, location: ast.expr) -> ast.expr:
    if type(value) is int and value < 0:
        positive = ast.copy_location(ast.Constant(-value), location)
        return ast.copy_location(ast.UnaryOp(ast.USub(), positive), location)
    return ast.copy_location(ast.Constant(value), location)


def _folded(node: ast.BinOp) -> int | str | bytes | None:
    left, right = literal_value(node.left), literal_value(node.right)
    if type(left) is int and type(right) is int:
        if isinstance(node.op, (ast.FloorDiv, ast.Mod)) and right == 0:
            return None
        if isinstance(node.op, (ast.LShift, ast.RShift)) and not 0 <= right <= MAX_BITS:
            return None
        if isinstance(node.op, ast.Pow):
            if right < 0 or right * max(abs(left), 1).bit_length() > MAX_BITS:
                return None
        function = INTEGER_OPERATORS.get(type(node.op))
        if function is None:
            return None
        result = function(left, right)
        return result if result.bit_length() <= MAX_BITS else None
    same_sequence = type(left) is type(right) and type(left) in (str, bytes)
    if (
        same_sequence
        and isinstance(node.op, ast.Add)
        and len(left) + len(right) <= MAX_TEXT
    ):
        return left + right
    return None


class _Folder(Transformer):
    def __init__(self) -> None:
        self.emitter = ExpressionEmitter()

    def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
        self.generic_visit(node)
        value = _folded(node)
        if value is None:
            return node
        replacement = literal_node(value, node)
        if len(self.emitter.expr(replacement)) < len(self.emitter.expr(node)):
            return replacement
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.JoinedStr:
        return node  # parts of an f-string must stay constants and fields

    def visit_Expr(self, node: ast.Expr) -> ast.Expr:
        # a statement whose value is an operator: folded to a string, it would become
        # the docstring of its function, class or module (`"a" + "b"` first in a body);
        # its operands still fold
        value = node.value
        if isinstance(value, ast.BinOp):
            value.left = self.visit(value.left)
            value.right = self.visit(value.right)
            return node
        self.generic_visit(node)
        return node


def fold_constants(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    return _Folder().visit(tree)
