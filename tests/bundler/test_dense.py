"""Base-32768 text (`bundler.core.dense`) and the tables precompute writes with it: the
alphabet is safe to paste, every payload round-trips through the bundle's decoder, and the
encoding is chosen by characters, its decoder paid for once."""

import ast
import base64
import math
import random
import struct
import unicodedata

import pytest

from bundler.core import dense
from bundler.core.minify.encodings import (
    DENSE,
    DENSE_DECODER_CHARACTERS,
    candidates,
    encode,
    fixed_point,
)
from bundler.core.precompute import choose_encodings, precompute
from bundler.core.inline import inline
from bundler.core.resolve import resolve

DECODER = eval(dense.DECODER)
NAME = "dense_bytes"
NAMESPACE = {"struct": struct, "b64decode": base64.b64decode, NAME: DECODER}
ALPHABET = "".join(map(dense.character, range(1 << 15)))


def test_the_alphabet_is_32768_printable_characters_nothing_changes():
    assert len(set(ALPHABET)) == 1 << 15
    assert all(dense.value(character) == v for v, character in enumerate(ALPHABET))
    for character in ALPHABET:
        code = ord(character)
        assert not 0xD800 <= code <= 0xDFFF  # one UTF-16 code unit, never a surrogate
        assert character.isprintable() and not character.isspace()
        assert unicodedata.category(character) in ("Lo", "So")
        assert unicodedata.combining(character) == 0
        assert len(character.encode("utf-8")) == 3
    assert not set(ALPHABET) & set("'\"\\\0\n\r\x85\u2028\u2029\ufeff")
    # neither alone nor next to each other (compositions, reordering) does NFC or NFKC
    # change a character
    for form in ("NFC", "NFKC"):
        assert unicodedata.normalize(form, ALPHABET) == ALPHABET
        assert unicodedata.normalize(form, ALPHABET[::-1]) == ALPHABET[::-1]


def test_a_text_of_the_alphabet_is_a_string_literal_the_tokenizer_keeps():
    text = dense.encode_bytes(bytes(range(256)) * 8)
    source = f"x = '{text}'\n"
    assert ast.literal_eval(source.split("= ", 1)[1].strip()) == text
    assert source.encode("utf-8").decode("utf-8") == source
    with pytest.raises(ValueError):
        dense.value("a")


@pytest.mark.parametrize(
    "data",
    [b"", b"\0", b"\xff", bytes(range(256)), bytes(15), b"\xff" * 16]
    + [random.Random(size).randbytes(size) for size in (*range(1, 48), 1000, 4099)],
    ids=lambda data: f"{len(data)}b",
)
def test_bytes_round_trip_through_the_bundle_decoder(data):
    text = dense.encode_bytes(data)
    assert len(text) == -(-8 * len(data) // 15)
    assert DECODER(text, len(data)) == data
    assert dense.decode_bytes(text, len(data)) == data


def test_leading_zero_bytes_survive():
    for size in range(1, 40):
        data = bytes(size - 1) + b"\1"
        assert DECODER(dense.encode_bytes(data), size) == data


def random_ints(seed, count, low, high):
    generator = random.Random(seed)
    return [generator.randrange(low, high) for _ in range(count)]


def decoded(text):
    return eval(text, dict(NAMESPACE))


INT_TABLES = {
    "empty": [],
    "one value repeated": [7] * 20,
    "zero": [0] * 16,
    "bits": [1, 0, 0, 1, 1, 1, 0, 1] * 4 + [0],
    "negative": [-5, -1, -300, -2] * 5,
    "mixed signs": [-(1 << 15), (1 << 15) - 1, 0, -1, 1] * 4,
    "above 64 bits": [1 << 100, -(1 << 90), 3] * 6,
    "big negative offset": [-(1 << 63), -(1 << 63) + 5] * 9,
}
for width in range(1, 65):
    generator = random.Random(width)
    INT_TABLES[f"unsigned {width} bits"] = [
        generator.getrandbits(width) for _ in range(17 + width % 9)
    ] + [(1 << width) - 1, 0]
    INT_TABLES[f"signed {width} bits"] = [
        generator.randrange(-(1 << (width - 1)), 1 << (width - 1)) if width > 1 else -1
        for _ in range(16 + width % 5)
    ] + [-(1 << (width - 1))]


@pytest.mark.parametrize("name", INT_TABLES)
@pytest.mark.parametrize("kind", [list, tuple])
def test_integer_tables_of_any_width_round_trip(name, kind):
    value = kind(INT_TABLES[name])
    texts = candidates(value, NAME)
    if len(value) < 16:
        assert DENSE not in texts
        return
    result = decoded(texts[DENSE])
    assert result == value and type(result) is kind
    assert all(type(item) is int for item in result)


def test_packing_at_the_bit_width_beats_struct_for_odd_widths():
    twelve_bits = random_ints(12, 4096, 0, 1 << 12)
    text = candidates(twelve_bits, NAME)[DENSE]
    assert "struct" not in text
    assert len(text) < 4096 * 12 / 15 + 250
    sixteen_bits = random_ints(16, 4096, -32768, 32768)
    assert "struct.unpack('>4096h'" in candidates(sixteen_bits, NAME)[DENSE]


@pytest.mark.parametrize("size", [16, 17, 255, 256, 1001])
def test_bytes_values_with_every_byte_round_trip(size):
    value = bytes(index % 256 for index in range(size))
    text = candidates(value, NAME)[DENSE]
    assert decoded(text) == value and type(decoded(text)) is bytes
    assert len(text) < len(candidates(value)["literal"])


FLOAT_TABLES = {
    "decimal places": [round(n / 1e4 - 2, 4) for n in random_ints(2, 40, 0, 40000)],
    "halves": [n / 2 for n in range(-20, 20)],
    "whole": [float(n) for n in range(30)],
    "tiny and huge": [1e-300, 5e-324, 1.5e300, 2.0] * 4,
    "full precision": [n / (1 << 53) for n in random_ints(3, 32, 0, 1 << 53)],
    "one place": [0.1 * n for n in range(20)],
}


@pytest.mark.parametrize("name", FLOAT_TABLES)
@pytest.mark.parametrize("kind", [list, tuple])
def test_fixed_point_float_tables_round_trip_exactly(name, kind):
    value = kind(FLOAT_TABLES[name])
    result = decoded(candidates(value, NAME)[DENSE])
    assert type(result) is kind
    assert [struct.pack("<d", item) for item in result] == [
        struct.pack("<d", item) for item in value
    ]


@pytest.mark.parametrize(
    "special", [float("nan"), float("inf"), -float("inf"), -0.0], ids=repr
)
def test_floats_without_a_fixed_point_form_stay_literals(special):
    value = [1.5] * 20 + [special]
    assert fixed_point(value) == []
    assert DENSE not in candidates(value, NAME)


def test_weights_in_four_decimals_use_a_power_of_ten():
    weights = [round(n / 1e4, 4) for n in random_ints(4, 1000, -10000, 10000)]
    text = candidates(weights, NAME)[DENSE]
    assert "v/10000 for v in" in text or "v/1e4 for v in" in text
    assert len(text) < len(candidates(weights)["literal"]) / 4


def test_nested_tables_encode_each_flat_list():
    value = {"a": [list(range(-300, 300))], "b": (b"\0\1" * 40, "text"), 3: [0.25] * 30}
    encoded = encode(value, DENSE, NAME)
    assert decoded(encoded.text) == value
    assert encoded.used == {DENSE, "literal"}


def test_forcing_base32768_on_a_table_it_cannot_write_is_not_possible():
    assert DENSE not in candidates(["a"] * 20, NAME)
    assert encode(["a"] * 20, DENSE, NAME).used == {"literal"}


class FakeTable:
    def __init__(self, key, encoding=None):
        self.key, self.encoding, self.where = key, encoding, key


def test_base32768_is_chosen_only_when_it_pays_for_its_decoder():
    small = random_ints(5, 40, 0, 1 << 16)
    big = random_ints(6, 4000, 0, 1 << 16)
    tables = [FakeTable("small")]
    chosen = choose_encodings(tables, {"small": small}, NAME)
    assert DENSE not in chosen[0].used  # what it saves on 40 entries < the decoder
    chosen = choose_encodings([FakeTable("big")], {"big": big}, NAME)
    assert DENSE in chosen[0].used
    # with the decoder bound anyway, the small table takes it too when it is cheaper
    chosen = choose_encodings(
        [FakeTable("small"), FakeTable("big")], {"small": small, "big": big}, NAME
    )
    assert all(DENSE in encoded.used for encoded in chosen)
    forced = choose_encodings([FakeTable("small", DENSE)], {"small": small}, NAME)
    assert forced[0].used == {DENSE}
    assert DENSE_DECODER_CHARACTERS > len(dense.DECODER)


def test_a_bundle_table_in_base32768_decodes_to_the_value(tree):
    root = tree(
        {
            "app/__init__.py": "",
            "app/tables.py": (
                "import random\n"
                "def make():\n"
                "    generator = random.Random(7)\n"
                "    return [generator.randrange(-999, 999) for _ in range(5000)]\n"
                "TABLE = make()  # bundle: precompute\n"
                "BLOB = bytes(range(256)) * 9  # bundle: precompute\n"
                "dense_bytes = 'the program may use the name the decoder prefers'\n"
            ),
            "app/__main__.py": "from .tables import TABLE, BLOB\nprint(sum(TABLE))\n",
        }
    )
    inlined, reports, _ = precompute(inline(resolve(root, "app.__main__")), root)
    namespace: dict = {}
    exec(compile(inlined.tree, "<test>", "exec"), namespace)
    generator = random.Random(7)
    assert namespace["TABLE"] == [generator.randrange(-999, 999) for _ in range(5000)]
    assert namespace["BLOB"] == bytes(range(256)) * 9
    assert [report.encoding for report in reports] == [DENSE, DENSE]
    # the decoder took the first free name
    assert callable(namespace["dense_bytes_2"])
    table = reports[0]
    assert 14 < table.bits_per_character <= 15
    assert table.bits_per_character == pytest.approx(5000 * 11 / table.emitted_chars)
    assert math.isclose(
        reports[1].bits_per_character, 9 * 256 * 8 / reports[1].emitted_chars
    )
