"""f-strings: 3.11 forbids backslashes and the enclosing quote inside replacement fields,
so the quote is chosen after the fields are written."""

from __future__ import annotations

import ast
from collections.abc import Callable

from .literals import quoted
from .precedence import OR


class FStringEmitter:
    """An f-string in the first quote its replacement fields leave free."""

    def __init__(self, expression: Callable[[ast.expr, int], str]) -> None:
        # the text of an expression parenthesised to at least a precedence level
        self.expression = expression

    def emit(self, node: ast.JoinedStr) -> str:
        fields: list[str] = []
        self.collect_fields(node, fields)
        for fence in ("'", '"', "'''", '"""'):
            if all(fence[0] not in field and "\\" not in field for field in fields):
                body = self.body(node, fence)
                if body is not None:
                    return "f" + fence + body + fence
        return ast.unparse(node)

    def collect_fields(self, node: ast.JoinedStr, fields: list[str]) -> None:
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                fields.append(self.field_expression(value.value))
                if isinstance(value.format_spec, ast.JoinedStr):
                    self.collect_fields(value.format_spec, fields)

    def field_expression(self, node: ast.expr) -> str:
        text = self.expression(node, OR)
        # `{{` would read as an escaped brace
        return " " + text if text.startswith("{") else text

    def body(self, node: ast.JoinedStr, fence: str) -> str | None:
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                literal = self.literal(value.value, fence)
                if literal is None:
                    return None
                parts.append(literal)
            else:
                field = "{" + self.field_expression(value.value)
                if value.conversion != -1:
                    field += "!" + chr(value.conversion)
                if isinstance(value.format_spec, ast.JoinedStr):
                    spec = self.body(value.format_spec, fence)
                    if spec is None:
                        return None
                    field += ":" + spec
                parts.append(field + "}")
        text = "".join(parts)
        if len(fence) == 3 and text.endswith(fence[0]):
            return None
        return text

    def literal(self, text: str, fence: str) -> str | None:
        escaped = quoted(text, fence[0], len(fence) == 3)[len(fence) : -len(fence)]
        if len(fence) == 3 and escaped.endswith(fence[0]):
            return None
        return escaped.replace("{", "{{").replace("}", "}}")
