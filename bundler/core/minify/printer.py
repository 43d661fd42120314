"""Compact source emitter: an AST back to the shortest text that parses to the same AST.

Minimal whitespace (a space only where two word characters would fuse), minimal
parentheses from operator precedence and associativity, one-space indentation,
`;`-joined simple statements, single-statement bodies on the header's line, the
shortest quote form for strings and the shortest exact spelling for numbers.
Every output line remembers the input line of the statement that starts on it.
"""

from __future__ import annotations

import ast
import decimal
import math
from collections.abc import Iterator

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


def is_word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def cat(*parts: str) -> str:
    """Concatenate tokens, inserting a space only where they would otherwise fuse."""
    text = ""
    for part in parts:
        if not part:
            continue
        if text and (
            (is_word_char(text[-1]) and is_word_char(part[0]))
            # `1.` followed by `e`/`j`/a keyword would read as part of the number
            or (
                text[-1] == "."
                and len(text) > 1
                and text[-2].isdigit()
                and is_word_char(part[0])
            )
        ):
            text += " "
        text += part
    return text


# ---- literals --------------------------------------------------------------------------


def _escape_char(
    char: str, quote: str, next_char: str, triple: bool, is_last: bool
) -> str:
    if char == "\\":
        return "\\\\"
    if char == quote:
        if not triple or next_char == quote or is_last:
            return "\\" + quote
        return char
    if char == "\n":
        return "\n" if triple else "\\n"
    if char == "\r":
        return "\\r"
    if char == "\t":
        return "\t"
    if char == "\0":
        return "\\x00" if next_char in "01234567" and next_char else "\\0"
    if char.isprintable():
        return char
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def _quoted(text: str, quote: str, triple: bool) -> str:
    last = len(text) - 1
    body = "".join(
        _escape_char(
            char, quote, text[index + 1] if index < last else "", triple, index == last
        )
        for index, char in enumerate(text)
    )
    fence = quote * 3 if triple else quote
    return fence + body + fence


def string_literal(text: str) -> str:
    candidates = [_quoted(text, "'", False), _quoted(text, '"', False)]
    if "\n" in text:
        candidates += [_quoted(text, "'", True), _quoted(text, '"', True)]
    return min(candidates, key=len)


def _bytes_body(data: bytes, quote: str) -> str:
    out = []
    for index, byte in enumerate(data):
        char = chr(byte)
        if char == "\\" or char == quote:
            out.append("\\" + char)
        elif char == "\n":
            out.append("\\n")
        elif char == "\r":
            out.append("\\r")
        elif char == "\t":
            out.append("\t")
        elif byte == 0:
            following = data[index + 1 : index + 2]
            out.append("\\x00" if following and following in b"01234567" else "\\0")
        elif 32 <= byte < 127:
            out.append(char)
        else:
            out.append(f"\\x{byte:02x}")
    return "".join(out)


def bytes_literal(data: bytes) -> str:
    return min(("b" + q + _bytes_body(data, q) + q for q in "'\""), key=len)


def _float_spellings(value: float, allow_integer: bool) -> list[str]:
    digits_tuple = decimal.Decimal(repr(value)).normalize().as_tuple()
    digits = "".join(map(str, digits_tuple.digits))
    exponent = int(digits_tuple.exponent)
    spellings = [f"{digits}e{exponent}"]
    if exponent >= 0:
        spellings.append(digits + "0" * exponent + ("" if allow_integer else "."))
    else:
        point = len(digits) + exponent
        if point > 0:
            spellings.append(digits[:point] + "." + digits[point:])
        else:
            spellings.append("." + "0" * -point + digits)
    return spellings


def float_literal(value: float) -> str:
    if math.isinf(value):
        return "1e999"
    if value == 0:
        return "0."
    spellings = [s for s in _float_spellings(value, False) if float(s) == value]
    return min(spellings, key=len)


def complex_literal(value: complex) -> str:
    imag = value.imag
    if math.isinf(imag):
        return "1e999j"
    if imag == 0:
        return "0j"
    spellings = [
        s for s in _float_spellings(imag, True) if complex(s + "j") == complex(0, imag)
    ]
    return min(spellings, key=len) + "j"


def int_literal(value: int) -> str:
    decimal_text = str(value)
    hex_text = hex(value)
    return hex_text if len(hex_text) < len(decimal_text) else decimal_text


def constant_text(value: object) -> tuple[str, int]:
    """The spelling of a constant and its precedence (negative numbers bind like unary minus)."""
    if value is None or value is True or value is False:
        return repr(value), ATOM
    if value is Ellipsis:
        return "...", ATOM
    if isinstance(value, str):
        return string_literal(value), ATOM
    if isinstance(value, bytes):
        return bytes_literal(value), ATOM
    if isinstance(value, int):
        if value < 0:
            return "-" + int_literal(-value), FACTOR
        return int_literal(value), ATOM
    if isinstance(value, float):
        if math.isnan(value):
            raise ValueError("NaN has no literal spelling")
        if math.copysign(1, value) < 0:
            return "-" + float_literal(-value), FACTOR
        return float_literal(value), ATOM
    if isinstance(value, complex):
        if value.real != 0 or math.copysign(1, value.real) < 0:
            raise ValueError(f"complex constant {value!r} has no literal spelling")
        return complex_literal(value), ATOM
    raise ValueError(f"unsupported constant {value!r}")


# ---- expressions -----------------------------------------------------------------------


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
        text = FStringEmitter(self).emit(node)
        return text, ATOM

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


class FStringEmitter:
    """f-strings: 3.11 forbids backslashes and the enclosing quote inside replacement fields,
    so the quote is chosen after the fields are written."""

    def __init__(self, expressions: ExpressionEmitter) -> None:
        self.expressions = expressions

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
        text = self.expressions.expr(node, OR)
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
        quoted = _quoted(text, fence[0], len(fence) == 3)[len(fence) : -len(fence)]
        if len(fence) == 3 and quoted.endswith(fence[0]):
            return None
        return quoted.replace("{", "{{").replace("}", "}}")


# ---- statements ------------------------------------------------------------------------


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

    def block(self, body: list[ast.stmt], depth: int) -> Iterator[tuple[int, str, int]]:
        pending: list[str] = []
        pending_origin = 0
        for statement in body:
            if isinstance(statement, SIMPLE_STATEMENTS):
                # a line's origin is its first statement that came from the input
                if not pending or not pending_origin:
                    pending_origin = getattr(statement, "lineno", 0)
                pending.append(self.simple(statement))
                continue
            if pending:
                yield depth, ";".join(pending), pending_origin
                pending = []
            yield from self.compound(statement, depth)
        if pending:
            yield depth, ";".join(pending), pending_origin

    def suite(self, header: str, body: list[ast.stmt], depth: int, origin: int):
        if all(isinstance(s, SIMPLE_STATEMENTS) for s in body):
            yield depth, header + ":" + ";".join(self.simple(s) for s in body), origin
        else:
            yield depth, header + ":", origin
            yield from self.block(body, depth + 1)

    def compound(self, node: ast.stmt, depth: int) -> Iterator[tuple[int, str, int]]:
        origin = getattr(node, "lineno", 0)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for decorator in node.decorator_list:
                yield depth, "@" + self.named(decorator), getattr(
                    decorator, "lineno", origin
                )
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            keyword = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
            header = cat(keyword, node.name) + "(" + self.arguments(node.args) + ")"
            if node.returns is not None:
                header += "->" + self.expr(node.returns, TEST)
            yield from self.suite(header, node.body, depth, origin)
        elif isinstance(node, ast.ClassDef):
            header = cat("class", node.name)
            if node.bases or node.keywords:
                header += "(" + self.call_arguments(node.bases, node.keywords) + ")"
            yield from self.suite(header, node.body, depth, origin)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            keyword = "async for" if isinstance(node, ast.AsyncFor) else "for"
            header = cat(
                keyword,
                self.expr(node.target, TUPLE),
                "in",
                self.expr(node.iter, TUPLE),
            )
            yield from self.suite(header, node.body, depth, origin)
            yield from self.orelse(node.orelse, depth, origin)
        elif isinstance(node, ast.While):
            yield from self.suite(
                cat("while", self.named(node.test)), node.body, depth, origin
            )
            yield from self.orelse(node.orelse, depth, origin)
        elif isinstance(node, ast.If):
            yield from self.if_chain(node, depth, "if")
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            items = []
            for item in node.items:
                text = self.expr(item.context_expr, TEST)
                if item.optional_vars is not None:
                    text = cat(text, "as", self.expr(item.optional_vars, TEST))
                items.append(text)
            keyword = "async with" if isinstance(node, ast.AsyncWith) else "with"
            yield from self.suite(
                cat(keyword, ",".join(items)), node.body, depth, origin
            )
        elif isinstance(node, (ast.Try, ast.TryStar)):
            yield from self.suite("try", node.body, depth, origin)
            keyword = "except*" if isinstance(node, ast.TryStar) else "except"
            for handler in node.handlers:
                header = keyword
                if handler.type is not None:
                    header = cat(header, self.expr(handler.type, TEST))
                    if handler.name:
                        header = cat(header, "as", handler.name)
                line = getattr(handler, "lineno", origin)
                yield from self.suite(header, handler.body, depth, line)
            yield from self.orelse(node.orelse, depth, origin)
            if node.finalbody:
                yield from self.suite("finally", node.finalbody, depth, origin)
        elif isinstance(node, ast.Match):
            subject = node.subject
            text = self.named(subject) if isinstance(subject, ast.NamedExpr) else None
            yield depth, cat("match", text or self.expr(subject, TUPLE)) + ":", origin
            for case in node.cases:
                header = cat("case", self.pattern(case.pattern))
                if case.guard is not None:
                    header = cat(header, "if", self.named(case.guard))
                line = getattr(case.pattern, "lineno", origin)
                yield from self.suite(header, case.body, depth + 1, line)
        else:
            raise TypeError(f"unknown statement {type(node).__name__}")

    def if_chain(self, node: ast.If, depth: int, keyword: str):
        origin = getattr(node, "lineno", 0)
        yield from self.suite(
            cat(keyword, self.named(node.test)), node.body, depth, origin
        )
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            yield from self.if_chain(node.orelse[0], depth, "elif")
        else:
            yield from self.orelse(node.orelse, depth, origin)

    def orelse(self, body: list[ast.stmt], depth: int, origin: int):
        if body:
            yield from self.suite(
                "else", body, depth, getattr(body[0], "lineno", origin)
            )

    def simple(self, node: ast.stmt) -> str:
        if isinstance(node, ast.Expr):
            return self.expr(node.value, YIELD)
        if isinstance(node, ast.Assign):
            targets = [self.expr(t, TUPLE) for t in node.targets]
            return "=".join(targets + [self.expr(node.value, YIELD)])
        if isinstance(node, ast.AugAssign):
            symbol = BINARY_OPERATORS[type(node.op)][0]
            return (
                self.expr(node.target, TUPLE)
                + symbol
                + "="
                + self.expr(node.value, YIELD)
            )
        if isinstance(node, ast.AnnAssign):
            target = self.expr(node.target, TUPLE)
            if isinstance(node.target, ast.Name) and not node.simple:
                target = "(" + target + ")"
            text = target + ":" + self.expr(node.annotation, TEST)
            return text + ("=" + self.expr(node.value, YIELD) if node.value else "")
        if isinstance(node, ast.Return):
            return (
                cat("return", self.expr(node.value, TUPLE)) if node.value else "return"
            )
        if isinstance(node, ast.Delete):
            return cat("del", ",".join(self.expr(t, TEST) for t in node.targets))
        if isinstance(node, ast.Raise):
            text = "raise"
            if node.exc is not None:
                text = cat(text, self.expr(node.exc, TEST))
            if node.cause is not None:
                text = cat(text, "from", self.expr(node.cause, TEST))
            return text
        if isinstance(node, ast.Assert):
            text = cat("assert", self.expr(node.test, TEST))
            return text + ("," + self.expr(node.msg, TEST) if node.msg else "")
        if isinstance(node, ast.Import):
            return cat("import", ",".join(self.alias(a) for a in node.names))
        if isinstance(node, ast.ImportFrom):
            module = "." * (node.level or 0) + (node.module or "")
            return cat(
                "from", module, "import", ",".join(self.alias(a) for a in node.names)
            )
        if isinstance(node, ast.Global):
            return cat("global", ",".join(node.names))
        if isinstance(node, ast.Nonlocal):
            return cat("nonlocal", ",".join(node.names))
        if isinstance(node, ast.Pass):
            return "pass"
        if isinstance(node, ast.Break):
            return "break"
        if isinstance(node, ast.Continue):
            return "continue"
        raise TypeError(f"unknown statement {type(node).__name__}")

    def alias(self, node: ast.alias) -> str:
        return cat(node.name, "as", node.asname) if node.asname else node.name


def emit_compact(tree: ast.Module) -> tuple[str, list[int]]:
    """The compact text of `tree` and, per output line, the input line it came from."""
    return CompactEmitter().module(tree)
