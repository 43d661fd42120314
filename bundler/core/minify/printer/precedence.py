"""Precedence levels and the operators' spellings: an operand is parenthesised only
when its own level is below the one its place requires."""

from __future__ import annotations

import ast

# Precedence levels, loosest first. YIELD sits below TUPLE because a bare yield is
# allowed only where a bare tuple is (statement level, assignment values), not
# everywhere a tuple is (return, for ... in).
(
    NAMED,
    YIELD,
    TUPLE,
    TEST,
    OR,
    AND,
    NOT,
    CMP,
    BOR,
    BXOR,
    BAND,
    SHIFT,
    ARITH,
    TERM,
    FACTOR,
    POWER,
    AWAIT,
    ATOM,
) = range(18)

BINARY_OPERATORS: dict[type, tuple[str, int]] = {
    ast.Add: ("+", ARITH),
    ast.Sub: ("-", ARITH),
    ast.Mult: ("*", TERM),
    ast.MatMult: ("@", TERM),
    ast.Div: ("/", TERM),
    ast.FloorDiv: ("//", TERM),
    ast.Mod: ("%", TERM),
    ast.LShift: ("<<", SHIFT),
    ast.RShift: (">>", SHIFT),
    ast.BitOr: ("|", BOR),
    ast.BitXor: ("^", BXOR),
    ast.BitAnd: ("&", BAND),
    ast.Pow: ("**", POWER),
}
UNARY_OPERATORS = {ast.Not: "not", ast.Invert: "~", ast.UAdd: "+", ast.USub: "-"}
COMPARISON_OPERATORS = {
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
}
