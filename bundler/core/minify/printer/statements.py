"""Statements: a module as compact lines, each with the input line it came from.

A `simple_<Statement>` method spells each simple statement (simple statements in a row
share a line, `;`-joined); a `compound_<Statement>` method yields the lines of each
compound one, its body on the header's line when the body is simple statements only.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import Any

from .expressions import ExpressionEmitter
from .precedence import BINARY_OPERATORS, TEST, TUPLE, YIELD
from .tokens import cat

SIMPLE_STATEMENTS = (
    ast.Return,
    ast.Delete,
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.Raise,
    ast.Assert,
    ast.Import,
    ast.ImportFrom,
    ast.Global,
    ast.Nonlocal,
    ast.Expr,
    ast.Pass,
    ast.Break,
    ast.Continue,
)

# (indentation depth, text, input line of the statement starting it; 0: none)
Line = tuple[int, str, int]


def _line_of(node: ast.AST, default: int = 0) -> int:
    return getattr(node, "lineno", default)


class CompactEmitter(ExpressionEmitter):
    """Whole modules: yields (indent, text, origin line) per output line."""

    def module(self, tree: ast.Module) -> tuple[str, list[int]]:
        lines: list[str] = []
        origins: list[int] = []
        for depth, text, origin in self.block(tree.body, 0):
            line = " " * depth + text
            count = line.count("\n") + 1
            lines.append(line)
            origins += [origin] * count
        return "\n".join(lines) + "\n" if lines else "", origins

    def block(self, body: list[ast.stmt], depth: int) -> Iterator[Line]:
        pending: list[str] = []
        pending_origin = 0
        for statement in body:
            if isinstance(statement, SIMPLE_STATEMENTS):
                # a line's origin is its first statement that came from the input
                if not pending or not pending_origin:
                    pending_origin = _line_of(statement)
                pending.append(self.simple(statement))
                continue
            if pending:
                yield depth, ";".join(pending), pending_origin
                pending = []
            yield from self.compound(statement, depth)
        if pending:
            yield depth, ";".join(pending), pending_origin

    def suite(
        self, header: str, body: list[ast.stmt], depth: int, origin: int
    ) -> Iterator[Line]:
        if all(isinstance(s, SIMPLE_STATEMENTS) for s in body):
            yield depth, header + ":" + ";".join(self.simple(s) for s in body), origin
        else:
            yield depth, header + ":", origin
            yield from self.block(body, depth + 1)

    def orelse(self, body: list[ast.stmt], depth: int, origin: int) -> Iterator[Line]:
        if body:
            yield from self.suite("else", body, depth, _line_of(body[0], origin))

    def simple(self, node: ast.stmt) -> str:
        return self._method("simple_", node)(node)

    def compound(self, node: ast.stmt, depth: int) -> Iterator[Line]:
        return self._method("compound_", node)(node, depth, _line_of(node))

    def _method(self, prefix: str, node: ast.stmt) -> Callable[..., Any]:
        method = getattr(self, prefix + type(node).__name__, None)
        if method is None:
            raise TypeError(f"unknown statement {type(node).__name__}")
        return method

    # ---- compound statements -------------------------------------------------------

    def decorators(
        self,
        node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef,
        depth: int,
        origin: int,
    ) -> Iterator[Line]:
        for decorator in node.decorator_list:
            yield depth, "@" + self.named(decorator), _line_of(decorator, origin)

    def compound_FunctionDef(
        self, node: ast.FunctionDef | ast.AsyncFunctionDef, depth: int, origin: int
    ) -> Iterator[Line]:
        yield from self.decorators(node, depth, origin)
        keyword = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
        header = cat(keyword, node.name) + "(" + self.arguments(node.args) + ")"
        if node.returns is not None:
            header += "->" + self.expr(node.returns, TEST)
        yield from self.suite(header, node.body, depth, origin)

    compound_AsyncFunctionDef = compound_FunctionDef

    def compound_ClassDef(
        self, node: ast.ClassDef, depth: int, origin: int
    ) -> Iterator[Line]:
        yield from self.decorators(node, depth, origin)
        header = cat("class", node.name)
        if node.bases or node.keywords:
            header += "(" + self.call_arguments(node.bases, node.keywords) + ")"
        yield from self.suite(header, node.body, depth, origin)

    def compound_For(
        self, node: ast.For | ast.AsyncFor, depth: int, origin: int
    ) -> Iterator[Line]:
        keyword = "async for" if isinstance(node, ast.AsyncFor) else "for"
        header = cat(
            keyword,
            self.expr(node.target, TUPLE),
            "in",
            self.expr(node.iter, TUPLE),
        )
        yield from self.suite(header, node.body, depth, origin)
        yield from self.orelse(node.orelse, depth, origin)

    compound_AsyncFor = compound_For

    def compound_While(
        self, node: ast.While, depth: int, origin: int
    ) -> Iterator[Line]:
        yield from self.suite(
            cat("while", self.named(node.test)), node.body, depth, origin
        )
        yield from self.orelse(node.orelse, depth, origin)

    def compound_If(
        self, node: ast.If, depth: int, origin: int, keyword: str = "if"
    ) -> Iterator[Line]:
        yield from self.suite(
            cat(keyword, self.named(node.test)), node.body, depth, origin
        )
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            branch = node.orelse[0]
            yield from self.compound_If(branch, depth, _line_of(branch), "elif")
        else:
            yield from self.orelse(node.orelse, depth, origin)

    def compound_With(
        self, node: ast.With | ast.AsyncWith, depth: int, origin: int
    ) -> Iterator[Line]:
        items = []
        for item in node.items:
            text = self.expr(item.context_expr, TEST)
            if item.optional_vars is not None:
                text = cat(text, "as", self.expr(item.optional_vars, TEST))
            items.append(text)
        keyword = "async with" if isinstance(node, ast.AsyncWith) else "with"
        yield from self.suite(cat(keyword, ",".join(items)), node.body, depth, origin)

    compound_AsyncWith = compound_With

    def compound_Try(
        self, node: ast.Try | ast.TryStar, depth: int, origin: int
    ) -> Iterator[Line]:
        yield from self.suite("try", node.body, depth, origin)
        keyword = "except*" if isinstance(node, ast.TryStar) else "except"
        for handler in node.handlers:
            header = keyword
            if handler.type is not None:
                header = cat(header, self.expr(handler.type, TEST))
                if handler.name:
                    header = cat(header, "as", handler.name)
            yield from self.suite(
                header, handler.body, depth, _line_of(handler, origin)
            )
        yield from self.orelse(node.orelse, depth, origin)
        if node.finalbody:
            yield from self.suite("finally", node.finalbody, depth, origin)

    compound_TryStar = compound_Try

    def compound_Match(
        self, node: ast.Match, depth: int, origin: int
    ) -> Iterator[Line]:
        subject = node.subject
        text = self.named(subject) if isinstance(subject, ast.NamedExpr) else None
        yield depth, cat("match", text or self.expr(subject, TUPLE)) + ":", origin
        for case in node.cases:
            header = cat("case", self.pattern(case.pattern))
            if case.guard is not None:
                header = cat(header, "if", self.named(case.guard))
            line = _line_of(case.pattern, origin)
            yield from self.suite(header, case.body, depth + 1, line)

    # ---- simple statements ---------------------------------------------------------

    def simple_Expr(self, node: ast.Expr) -> str:
        return self.expr(node.value, YIELD)

    def simple_Assign(self, node: ast.Assign) -> str:
        targets = [self.expr(t, TUPLE) for t in node.targets]
        return "=".join(targets + [self.expr(node.value, YIELD)])

    def simple_AugAssign(self, node: ast.AugAssign) -> str:
        symbol = BINARY_OPERATORS[type(node.op)][0]
        return (
            self.expr(node.target, TUPLE) + symbol + "=" + self.expr(node.value, YIELD)
        )

    def simple_AnnAssign(self, node: ast.AnnAssign) -> str:
        target = self.expr(node.target, TUPLE)
        if isinstance(node.target, ast.Name) and not node.simple:
            target = "(" + target + ")"
        text = target + ":" + self.expr(node.annotation, TEST)
        return text + ("=" + self.expr(node.value, YIELD) if node.value else "")

    def simple_Return(self, node: ast.Return) -> str:
        return cat("return", self.expr(node.value, TUPLE)) if node.value else "return"

    def simple_Delete(self, node: ast.Delete) -> str:
        return cat("del", ",".join(self.expr(t, TEST) for t in node.targets))

    def simple_Raise(self, node: ast.Raise) -> str:
        text = "raise"
        if node.exc is not None:
            text = cat(text, self.expr(node.exc, TEST))
        if node.cause is not None:
            text = cat(text, "from", self.expr(node.cause, TEST))
        return text

    def simple_Assert(self, node: ast.Assert) -> str:
        text = cat("assert", self.expr(node.test, TEST))
        return text + ("," + self.expr(node.msg, TEST) if node.msg else "")

    def simple_Import(self, node: ast.Import) -> str:
        return cat("import", ",".join(self.alias(a) for a in node.names))

    def simple_ImportFrom(self, node: ast.ImportFrom) -> str:
        module = "." * (node.level or 0) + (node.module or "")
        names = ",".join(self.alias(a) for a in node.names)
        return cat("from", module, "import", names)

    def alias(self, node: ast.alias) -> str:
        return cat(node.name, "as", node.asname) if node.asname else node.name

    def simple_Global(self, node: ast.Global) -> str:
        return cat("global", ",".join(node.names))

    def simple_Nonlocal(self, node: ast.Nonlocal) -> str:
        return cat("nonlocal", ",".join(node.names))

    def simple_Pass(self, node: ast.Pass) -> str:
        return "pass"

    def simple_Break(self, node: ast.Break) -> str:
        return "break"

    def simple_Continue(self, node: ast.Continue) -> str:
        return "continue"


def emit_compact(tree: ast.Module) -> tuple[str, list[int]]:
    """The compact text of `tree` and, per output line, the input line it came from."""
    return CompactEmitter().module(tree)
