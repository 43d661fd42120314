"""Constants spelled shortest: the shortest quoting of a string or bytes, hex or decimal
integers, the shortest float or imaginary spelling that reads back exactly; and plain data
(precomputed tables) as expression text built from those spellings."""

from __future__ import annotations

import decimal
import math

from .precedence import ATOM, FACTOR


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


def quoted(text: str, quote: str, triple: bool) -> str:
    """`text` between `quote` fences (tripled or not), escaped to read back as itself."""
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
    candidates = [quoted(text, "'", False), quoted(text, '"', False)]
    if "\n" in text:
        candidates += [quoted(text, "'", True), quoted(text, '"', True)]
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
    hex_text = hex(value)
    if (
        value.bit_length() > 64
    ):  # shorter in hex; in decimal past 4,300 digits it won't parse
        return hex_text
    decimal_text = str(value)
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


def data_text(value: object) -> str:
    """Plain data (constants, and lists, tuples, dicts, sets and frozensets of plain data)
    as expression text; a set's items in its own order where that order is the same in
    every run (numbers), else sorted by their text."""
    if isinstance(value, (list, tuple)):
        return display(value, [data_text(item) for item in value])
    if isinstance(value, dict):
        items = [data_text(key) + ":" + data_text(item) for key, item in value.items()]
        return display(value, items)
    if isinstance(value, (set, frozenset)):
        # items whose hashes no hash seed changes keep the set's own order (a program may
        # print it; the builder of a precomputed set checks a display rebuilds it); any
        # other order changes from run to run, and the text is made canonical
        items = list(map(data_text, value))
        if not all(map(_hash_is_fixed, value)):
            items.sort()
        text = "{" + ",".join(items) + "}" if value else ""
        if isinstance(value, frozenset):
            return f"frozenset({text})"
        return text or "set()"
    if isinstance(value, float) and math.isnan(value):
        # no literal is NaN, but the text is read as an expression: a call will do
        return "float('nan')"
    return constant_text(value)[0]


def _hash_is_fixed(value: object) -> bool:
    """Numbers, None and tuples of them hash alike under every PYTHONHASHSEED."""
    if isinstance(value, tuple):
        return all(map(_hash_is_fixed, value))
    return value is None or isinstance(value, (int, float, complex))


def display(container: list | tuple | dict, items: list[str]) -> str:
    """A list, tuple or dict display of items already spelled (a dict's as `key:value`)."""
    if isinstance(container, list):
        return "[" + ",".join(items) + "]"
    if isinstance(container, tuple):
        return "(" + ",".join(items) + ("," if len(items) == 1 else "") + ")"
    return "{" + ",".join(items) + "}"
