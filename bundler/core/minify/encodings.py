"""Plain data as expression text, in the cheapest of its encodings: a literal, bytes,
base64, or base-32768 (`dense`) through a decoder the module binds once.

Shared by precompute (build-time tables) and the `encode_tables` pass (literal tables in the
program). A choice is made by characters, with a fixed penalty for each decoding call, never
by timing (builds must not differ). Encodings that need `struct` and `base64` are offered
only where the caller can import them (`imports`).
"""

from __future__ import annotations

import ast
import base64
import decimal
import math
import struct
from dataclasses import dataclass

from .. import dense
from .printer.literals import bytes_literal, data_text, display, int_literal
from .trees import after_header
from ..nodes import walk

DECODING_PENALTY_CHARACTERS = 10
MIN_ENCODED_ENTRIES = 16
STRUCT_CODES = (("B", 0, 1 << 8), ("H", 0, 1 << 16), ("I", 0, 1 << 32), ("Q", 0, 1 << 64),
                ("b", -(1 << 7), 1 << 7), ("h", -(1 << 15), 1 << 15), ("i", -(1 << 31), 1 << 31),
                ("q", -(1 << 63), 1 << 63))  # fmt: skip
DENSE = "base32768"
# what binding the base-32768 decoder costs, once per bundle: `NAME=lambda...` and a `;`
DENSE_DECODER_CHARACTERS = len(dense.DECODER) + 3
MAX_DECIMAL_PLACES = 20
EXACT_FLOAT_POWER_OF_TEN = 22  # 1e22 is the last power of ten a float holds exactly


def _flat_ints(value: object) -> list[int] | None:
    return _flat(value, int)


def _flat_floats(value: object) -> list[float] | None:
    return _flat(value, float)


def _flat(value: object, kind: type) -> list | None:
    """The items of a non-empty list or tuple whose items are all exactly of `kind`."""
    if (
        isinstance(value, (list, tuple))
        and value
        and all(type(item) is kind for item in value)
    ):
        return list(value)
    return None


def _is_leaf(value: object) -> bool:
    """Whether `value` is encoded as one piece: a flat list of ints or floats, or bytes."""
    return (
        isinstance(value, bytes)
        or _flat_ints(value) is not None
        or _flat_floats(value) is not None
    )


def candidates(
    value: object,
    dense_decoder: str | None = None,
    imports: bool = True,
    iterable: bool = False,
) -> dict[str, str]:
    """Every encoding that applies to `value`, as expression text; `dense_decoder`: the name
    the module binds the base-32768 decoder to (None: that encoding is not offered);
    `imports`: whether `struct` and `b64decode` may be used; `iterable`: any iterable of
    the entries will do (it is only iterated), not only the value's own type."""
    texts = {"literal": data_text(value)}
    wrap = "iterable" if iterable else "list" if isinstance(value, list) else "tuple"
    numbers = _flat_ints(value)
    floats = _flat_floats(value)
    size = len(value) if isinstance(value, (bytes, list, tuple)) else 0
    if size < MIN_ENCODED_ENTRIES:
        return texts
    if isinstance(value, bytes) and dense_decoder:
        texts[DENSE] = _dense_call(dense_decoder, value)
    if floats is not None and dense_decoder:
        text = _dense_floats(floats, wrap, dense_decoder, imports)
        if text is not None:
            texts[DENSE] = text
    if numbers is None:
        return texts
    low, high = min(numbers), max(numbers)
    if low >= 0 and high < 256:
        literal = bytes_literal(bytes(numbers))
        texts["bytes"] = literal if iterable else f"{wrap}({literal})"
    for code, minimum, limit in STRUCT_CODES if imports else ():
        if low >= minimum and high < limit:
            packed = base64.b64encode(
                struct.pack(f"<{len(numbers)}{code}", *numbers)
            ).decode()
            unpack = f"struct.unpack('<{len(numbers)}{code}',b64decode('{packed}'))"
            texts["base64"] = f"list({unpack})" if wrap == "list" else unpack
            break
    if dense_decoder:
        texts[DENSE] = _dense_ints(numbers, wrap, dense_decoder, imports)
    return texts


def _dense_call(decoder: str, data: bytes) -> str:
    """Text that evaluates to `data` (the alphabet has no quote to escape)."""
    return f"{decoder}('{dense.encode_bytes(data)}',{len(data)})"


def _dense_ints(
    numbers: list[int], wrap: str, decoder: str, imports: bool = True
) -> str:
    """The shorter of two dense spellings of an integer table: struct's fixed widths (8 to
    64 bits, the faster to decode; only with `imports`), or every entry at the bit width of
    the table's range, offset by its minimum (any width: 8 entries make a whole number of
    bytes)."""
    spellings = []
    low, high = min(numbers), max(numbers)
    count = len(numbers)
    for code, minimum, limit in STRUCT_CODES if imports else ():
        if low >= minimum and high < limit:
            data = struct.pack(f">{count}{code}", *numbers)
            unpack = f"struct.unpack('>{count}{code}',{_dense_call(decoder, data)})"
            spellings.append(f"list({unpack})" if wrap == "list" else unpack)
            break
    width = max(1, (high - low).bit_length())
    padded = [number - low for number in numbers] + [0] * (-count % 8)
    data = b"".join(
        sum(
            entry << width * (7 - index)
            for index, entry in enumerate(padded[start : start + 8])
        ).to_bytes(width, "big")
        for start in range(0, len(padded), 8)
    )
    entry = f"c>>j&{int_literal((1 << width) - 1)}"
    if low:
        entry = f"({entry}){'+' if low > 0 else '-'}{int_literal(abs(low))}"
    # one int per 8 entries (a whole number of bytes); `for b in[...]` binds the bytes once
    unpacked = (
        f"[{entry} for b in[{_dense_call(decoder, data)}]"
        f"for i in range(0,{len(data)},{width})for c in[int.from_bytes(b[i:i+{width}])]"
        f"for j in range({7 * width},-1,-{width})]"
    )
    if count % 8:
        unpacked += f"[:{count}]"
    spellings.append(f"tuple({unpacked})" if wrap == "tuple" else unpacked)
    return min(spellings, key=len)


def _dense_floats(
    floats: list[float], wrap: str, decoder: str, imports: bool = True
) -> str | None:
    """Fixed-point floats: integers divided by a scale, each quotient exactly the float
    (None when no decimal or binary scale gives every one back)."""
    spellings = []
    for numbers, scale_text in fixed_point(floats):
        quotients = (
            f"v/{scale_text} for v in {_dense_ints(numbers, 'list', decoder, imports)}"
        )
        spellings.append(f"tuple({quotients})" if wrap == "tuple" else f"[{quotients}]")
    return min(spellings, key=len) if spellings else None


def fixed_point(floats: list[float]) -> list[tuple[list[int], str]]:
    """Every (integers, scale text) such that `integer / scale` is each float exactly, as
    Python divides: the smallest power of ten that the floats' shortest spellings need, and
    the smallest power of two (any finite float is an integer over one)."""
    if not all(math.isfinite(item) for item in floats) or any(
        item == 0 and math.copysign(1, item) < 0 for item in floats  # -0.0: 0/s is 0.0
    ):
        return []
    # each integer list with the scales that might divide it back, shortest first
    options: list[tuple[list[int], list[tuple[str, int | float]]]] = []
    exponents = [decimal.Decimal(repr(item)).as_tuple().exponent for item in floats]
    places = max(0, -min(exponents))  # type: ignore[type-var, operator]
    if places <= MAX_DECIMAL_PLACES:
        with decimal.localcontext(prec=MAX_DECIMAL_PLACES + 20):
            numbers = [
                int(decimal.Decimal(repr(item)).scaleb(places)) for item in floats
            ]
        scales: list[tuple[str, int | float]] = [(int_literal(10**places), 10**places)]
        if places <= EXACT_FLOAT_POWER_OF_TEN:  # `v/1e6`: exact while v fits a float
            scales.append((f"1e{places}", float(f"1e{places}")))
        options.append((numbers, scales))
    ratios = [item.as_integer_ratio() for item in floats]
    shift = max(denominator.bit_length() - 1 for _, denominator in ratios)
    numbers = [
        numerator << shift - (denominator.bit_length() - 1)
        for numerator, denominator in ratios
    ]
    options.append(
        (numbers, [(int_literal(1 << shift), 1 << shift), (f"2**{shift}", 1 << shift)])
    )
    found = []
    for numbers, scales in options:
        exact = [
            text for text, scale in scales if _divides_back(numbers, scale, floats)
        ]
        if exact:
            found.append((numbers, min(exact, key=len)))
    return found


def _divides_back(numbers: list[int], scale: int | float, floats: list[float]) -> bool:
    try:
        return all(number / scale == item for number, item in zip(numbers, floats))
    except OverflowError:  # an integer past the float range
        return False


def content_bits(value: object) -> int:
    """The bits of a table's numbers and bytes at their tightest fixed width (a float with
    no fixed-point form counts 64): what an encoding carries, for the report's density.
    """
    if isinstance(value, bytes):
        return 8 * len(value)
    numbers = _flat_ints(value)
    if numbers is not None:
        return len(numbers) * max(1, (max(numbers) - min(numbers)).bit_length())
    floats = _flat_floats(value)
    if floats is not None:
        widths = [
            max(1, (max(numbers) - min(numbers)).bit_length())
            for numbers, _ in fixed_point(floats)
        ]
        return len(floats) * min(widths, default=64)
    if isinstance(value, (list, tuple)):
        return sum(map(content_bits, value))
    if isinstance(value, dict):
        return sum(map(content_bits, value.values()))
    return 0


@dataclass(frozen=True)
class Encoded:
    text: str
    used: frozenset[str]  # the encodings of its pieces
    decoding_calls: int

    @property
    def cost(self) -> int:
        return len(self.text) + DECODING_PENALTY_CHARACTERS * self.decoding_calls


def encode(
    value: object,
    forced: str | None,
    dense_decoder: str | None = None,
    imports: bool = True,
    iterable: bool = False,
) -> Encoded:
    """Expression text for `value`: flat integer and float lists and bytes anywhere inside
    lists, tuples and dicts get the cheapest (or the forced) encoding, a large dict as its
    keys and values zipped when that is cheaper; everything else is a literal.
    `dense_decoder`, `imports`, `iterable`: as for `candidates`."""
    if _is_leaf(value):
        texts = candidates(value, dense_decoder, imports, iterable)
        chosen = (
            forced
            if forced in texts
            else min(texts, key=lambda name: cost(name, texts[name]))
        )
        return Encoded(texts[chosen], frozenset({chosen}), int(chosen != "literal"))
    if isinstance(value, (list, tuple)):
        parts = [encode(item, forced, dense_decoder, imports) for item in value]
        return _joined(display(value, [part.text for part in parts]), parts)
    if isinstance(value, dict):
        keyed = [
            (data_text(key), encode(item, forced, dense_decoder, imports))
            for key, item in value.items()
        ]
        text = display(value, [f"{key}:{part.text}" for key, part in keyed])
        entries = _joined(text, [part for _, part in keyed])
        if len(value) < MIN_ENCODED_ENTRIES:
            return entries
        # `dict(zip(keys, values))` inserts in the same order, so it is the same dict
        columns = [
            encode(list(column), forced, dense_decoder, imports, iterable=True)
            for column in (value.keys(), value.values())
        ]
        zipped = _joined(f"dict(zip({columns[0].text},{columns[1].text}))", columns)
        return min((entries, zipped), key=lambda encoded: encoded.cost)
    return Encoded(data_text(value), frozenset({"literal"}), 0)


def _joined(text: str, parts: list[Encoded]) -> Encoded:
    used = frozenset().union(*(part.used for part in parts)) if parts else None
    return Encoded(
        text,
        used or frozenset({"literal"}),
        sum(part.decoding_calls for part in parts),
    )


def cost(encoding: str, text: str) -> int:
    return len(text) + (0 if encoding == "literal" else DECODING_PENALTY_CHARACTERS)


def bind_dense_decoder(tree: ast.Module, name: str) -> None:
    """`name = <decoder>` before the module's statements; line 0, as the minifier's own
    hoisted statements: it comes from no source line."""
    statement = ast.Assign(
        [ast.Name(name, ast.Store())], ast.parse(dense.DECODER, mode="eval").body
    )
    for node in walk(statement):
        if "lineno" in node._attributes:
            node.lineno = node.end_lineno = 0  # type: ignore[attr-defined]
            node.col_offset = node.end_col_offset = 0  # type: ignore[attr-defined]
    tree.body.insert(after_header(tree.body), statement)
