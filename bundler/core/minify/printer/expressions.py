"""Expressions (and match patterns) with the fewest parentheses that keep the same tree:
an `emit_<Node>` method per expression type gives its text and its precedence."""

from __future__ import annotations

import ast

from .fstrings import FStringEmitter
from .literals import constant_text
from .precedence import (
    AND,
    ATOM,
    AWAIT,
    BINARY_OPERATORS,
    BOR,
    CMP,
    COMPARISON_OPERATORS,
    FACTOR,
    NAMED,
    NOT,
    OR,
    POWER,
    TEST,
    TUPLE,
    UNARY_OPERATORS,
    YIELD,
)
from .tokens import cat


class ExpressionEmitter:
    """Expression text with the fewest parentheses that keep the same tree."""

    def expr(self, node: ast.expr, required: int = TEST) -> str:
        text, own = self.emit(node)
        return "(" + text + ")" if own < required else text

    def named(self, node: ast.expr) -> str:
        """A `named_expression` grammar slot: a bare walrus or a plain expression."""
        if isinstance(node, ast.NamedExpr):
            return self.emit(node)[0]
        return self.expr(node, TEST)

    def emit(self, node: ast.expr) -> tuple[str, int]:
        method = getattr(self, "emit_" + type(node).__name__)
        return method(node)

    def emit_BoolOp(self, node: ast.BoolOp) -> tuple[str, int]:
        word, own = ("and", AND) if isinstance(node.op, ast.And) else ("or", OR)
        parts: list[str] = []
        for value in node.values:
            if parts:
                parts.append(word)
            parts.append(self.expr(value, own + 1))
        return cat(*parts), own

    def emit_NamedExpr(self, node: ast.NamedExpr) -> tuple[str, int]:
        return self.expr(node.target, ATOM) + ":=" + self.expr(node.value, TEST), NAMED

    def emit_BinOp(self, node: ast.BinOp) -> tuple[str, int]:
        symbol, own = BINARY_OPERATORS[type(node.op)]
        if own == POWER:
            left, right = self.expr(node.left, AWAIT), self.expr(node.right, FACTOR)
        else:
            left, right = self.expr(node.left, own), self.expr(node.right, own + 1)
        return cat(left, symbol, right), own

    def emit_UnaryOp(self, node: ast.UnaryOp) -> tuple[str, int]:
        if isinstance(node.op, ast.Not):
            return cat("not", self.expr(node.operand, NOT)), NOT
        return UNARY_OPERATORS[type(node.op)] + self.expr(node.operand, FACTOR), FACTOR

    def emit_Lambda(self, node: ast.Lambda) -> tuple[str, int]:
        arguments = self.arguments(node.args, annotations=False)
        return cat("lambda", arguments) + ":" + self.expr(node.body, TEST), TEST

    def emit_IfExp(self, node: ast.IfExp) -> tuple[str, int]:
        text = cat(
            self.expr(node.body, OR),
            "if",
            self.expr(node.test, OR),
            "else",
            self.expr(node.orelse, TEST),
        )
        return text, TEST

    def emit_Dict(self, node: ast.Dict) -> tuple[str, int]:
        items = []
        for key, value in zip(node.keys, node.values):
            if key is None:
                items.append("**" + self.expr(value, BOR))
            else:
                items.append(self.expr(key, TEST) + ":" + self.expr(value, TEST))
        return "{" + ",".join(items) + "}", ATOM

    def emit_Set(self, node: ast.Set) -> tuple[str, int]:
        return "{" + ",".join(self.expr(e, TEST) for e in node.elts) + "}", ATOM

    def emit_List(self, node: ast.List) -> tuple[str, int]:
        return "[" + ",".join(self.expr(e, TEST) for e in node.elts) + "]", ATOM

    def emit_Tuple(self, node: ast.Tuple) -> tuple[str, int]:
        if not node.elts:
            return "()", ATOM
        text = ",".join(self.expr(e, TEST) for e in node.elts)
        return (text + "," if len(node.elts) == 1 else text), TUPLE

    def comprehensions(self, generators: list[ast.comprehension]) -> str:
        parts = []
        for generator in generators:
            parts += ["async for" if generator.is_async else "for"]
            parts += [
                self.expr(generator.target, TUPLE),
                "in",
                self.expr(generator.iter, OR),
            ]
            for condition in generator.ifs:
                parts += ["if", self.expr(condition, OR)]
        return cat(*parts)

    def emit_ListComp(self, node: ast.ListComp) -> tuple[str, int]:
        return (
            "[" + cat(self.expr(node.elt), self.comprehensions(node.generators)) + "]",
            ATOM,
        )

    def emit_SetComp(self, node: ast.SetComp) -> tuple[str, int]:
        return (
            "{" + cat(self.expr(node.elt), self.comprehensions(node.generators)) + "}",
            ATOM,
        )

    def emit_DictComp(self, node: ast.DictComp) -> tuple[str, int]:
        item = self.expr(node.key) + ":" + self.expr(node.value)
        return "{" + cat(item, self.comprehensions(node.generators)) + "}", ATOM

    def emit_GeneratorExp(self, node: ast.GeneratorExp) -> tuple[str, int]:
        return "(" + self.bare_generator(node) + ")", ATOM

    def bare_generator(self, node: ast.GeneratorExp) -> str:
        return cat(self.expr(node.elt), self.comprehensions(node.generators))

    def emit_Await(self, node: ast.Await) -> tuple[str, int]:
        return cat("await", self.expr(node.value, ATOM)), AWAIT

    def emit_Yield(self, node: ast.Yield) -> tuple[str, int]:
        if node.value is None:
            return "yield", YIELD
        return cat("yield", self.expr(node.value, TUPLE)), YIELD

    def emit_YieldFrom(self, node: ast.YieldFrom) -> tuple[str, int]:
        return cat("yield from", self.expr(node.value, TEST)), YIELD

    def emit_Compare(self, node: ast.Compare) -> tuple[str, int]:
        parts = [self.expr(node.left, BOR)]
        for operator, comparator in zip(node.ops, node.comparators):
            parts += [COMPARISON_OPERATORS[type(operator)], self.expr(comparator, BOR)]
        return cat(*parts), CMP

    def call_arguments(self, args: list[ast.expr], keywords: list[ast.keyword]) -> str:
        if len(args) == 1 and not keywords and isinstance(args[0], ast.GeneratorExp):
            return self.bare_generator(args[0])
        parts = [self.expr(arg, TEST) for arg in args]
        for keyword in keywords:
            value = self.expr(keyword.value, TEST)
            parts.append(
                "**" + value if keyword.arg is None else keyword.arg + "=" + value
            )
        return ",".join(parts)

    def emit_Call(self, node: ast.Call) -> tuple[str, int]:
        arguments = self.call_arguments(node.args, node.keywords)
        return self.expr(node.func, ATOM) + "(" + arguments + ")", ATOM

    def emit_JoinedStr(self, node: ast.JoinedStr) -> tuple[str, int]:
        return FStringEmitter(self.expr).emit(node), ATOM

    def emit_Constant(self, node: ast.Constant) -> tuple[str, int]:
        value = node.value
        if isinstance(value, tuple):
            return self.emit(
                ast.Tuple(elts=[ast.Constant(v) for v in value], ctx=ast.Load())
            )
        if isinstance(value, frozenset):
            elements = sorted(map(ast.Constant, value), key=lambda c: repr(c.value))
            return self.emit(
                ast.Call(ast.Name("frozenset", ast.Load()), [ast.Set(elements)], [])
            )
        return constant_text(value)

    def emit_Attribute(self, node: ast.Attribute) -> tuple[str, int]:
        value = self.expr(node.value, ATOM)
        is_integer = (
            isinstance(node.value, ast.Constant) and type(node.value.value) is int
        )
        return (
            value + (" ." if is_integer and value[-1].isdigit() else ".") + node.attr,
            ATOM,
        )

    def emit_Subscript(self, node: ast.Subscript) -> tuple[str, int]:
        return (
            self.expr(node.value, ATOM) + "[" + self.subscript(node.slice) + "]",
            ATOM,
        )

    def subscript(self, node: ast.expr) -> str:
        if isinstance(node, ast.Tuple) and node.elts:
            parts = [self.slice_part(e) for e in node.elts]
            return ",".join(parts) + ("," if len(parts) == 1 else "")
        return self.slice_part(node)

    def slice_part(self, node: ast.expr) -> str:
        if isinstance(node, ast.Slice):
            text = self.optional(node.lower) + ":" + self.optional(node.upper)
            return text + (":" + self.expr(node.step) if node.step else "")
        return self.expr(node, TEST)

    def optional(self, node: ast.expr | None) -> str:
        return "" if node is None else self.expr(node, TEST)

    def emit_Starred(self, node: ast.Starred) -> tuple[str, int]:
        return "*" + self.expr(node.value, BOR), TEST

    def emit_Name(self, node: ast.Name) -> tuple[str, int]:
        return node.id, ATOM

    # ---- function arguments --------------------------------------------------------

    def arg(self, node: ast.arg, annotations: bool) -> str:
        if annotations and node.annotation is not None:
            return node.arg + ":" + self.expr(node.annotation, TEST)
        return node.arg

    def arguments(self, node: ast.arguments, annotations: bool = True) -> str:
        parts: list[str] = []
        positional = node.posonlyargs + node.args
        defaults: list[ast.expr | None] = [None] * (
            len(positional) - len(node.defaults)
        )
        defaults += node.defaults
        for index, (argument, default) in enumerate(zip(positional, defaults)):
            text = self.arg(argument, annotations)
            if default is not None:
                text += "=" + self.expr(default, TEST)
            parts.append(text)
            if index == len(node.posonlyargs) - 1:
                parts.append("/")
        if node.vararg:
            parts.append("*" + self.arg(node.vararg, annotations))
        elif node.kwonlyargs:
            parts.append("*")
        for argument, default in zip(node.kwonlyargs, node.kw_defaults):
            text = self.arg(argument, annotations)
            parts.append(text + ("=" + self.expr(default, TEST) if default else ""))
        if node.kwarg:
            parts.append("**" + self.arg(node.kwarg, annotations))
        return ",".join(parts)

    # ---- match patterns ----------------------------------------------------------------

    def pattern(self, node: ast.pattern, in_or: bool = False) -> str:
        if isinstance(node, ast.MatchValue):
            return self.expr(node.value, BOR)
        if isinstance(node, ast.MatchSingleton):
            return repr(node.value)
        if isinstance(node, ast.MatchSequence):
            return "[" + ",".join(self.pattern(p) for p in node.patterns) + "]"
        if isinstance(node, ast.MatchStar):
            return "*" + (node.name or "_")
        if isinstance(node, ast.MatchMapping):
            items = [
                self.expr(key, BOR) + ":" + self.pattern(pattern)
                for key, pattern in zip(node.keys, node.patterns)
            ]
            if node.rest:
                items.append("**" + node.rest)
            return "{" + ",".join(items) + "}"
        if isinstance(node, ast.MatchClass):
            items = [self.pattern(p) for p in node.patterns]
            items += [
                f"{k}={self.pattern(p)}"
                for k, p in zip(node.kwd_attrs, node.kwd_patterns)
            ]
            return self.expr(node.cls, ATOM) + "(" + ",".join(items) + ")"
        if isinstance(node, ast.MatchAs):
            if node.pattern is None:
                return node.name or "_"
            text = cat(self.pattern(node.pattern, in_or=True), "as", node.name)
            return "(" + text + ")" if in_or else text
        if isinstance(node, ast.MatchOr):
            text = "|".join(self.pattern(p, in_or=True) for p in node.patterns)
            return "(" + text + ")" if in_or else text
        raise TypeError(f"unknown pattern {type(node).__name__}")
