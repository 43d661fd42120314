"""Stage 5b, pack (opt-in, `--pack`): the rendered bundle compressed with the standard
library codec that makes it shortest, carried as base-32768 text (`dense`) by a stub that
decodes, decompresses and runs it at start.

The stub runs the plain bundle with `exec` in the module's own globals (the same `__name__`,
globals, stdout and exit status; it binds no name) and compiles it under the bundle's own
file name, so a traceback's frames carry the plain bundle's line numbers, which the source
map describes. The packed file keeps the first of the plain bundle's leading comment lines
and puts the stub on the last two of their lines: the interpreter prints, under each frame,
the line of the file on disk with that number, so every line a plain-bundle frame can name
(code comes after the comments) lies past the end of the packed file and prints nothing,
rather than the stub or its payload. The stub's own frame names its first line,
`exec(compile(`, a comment line in the plain bundle, which the map leaves alone.

The choice among codecs is by the packed text's characters alone, with fixed settings, so a
build is byte-identical wherever the same codec libraries run.
"""

from __future__ import annotations

import ast
import bz2
import lzma
import zlib
from dataclasses import dataclass

from . import dense
from .errors import BundleError
from .verify import utf16_length
from .nodes import walk

CODECS = ("zlib", "lzma", "bz2")  # ties go to the first: the fastest to decompress
# lc=4, lp=0, pb=0: literals predicted from the previous byte's full value, no position
# bits (text has no alignment); raw `.alone` headers are 13 bytes against xz's 60
_LZMA_FILTERS = [
    {
        "id": lzma.FILTER_LZMA1,
        "preset": 9 | lzma.PRESET_EXTREME,
        "lc": 4,
        "lp": 0,
        "pb": 0,
    }
]
STUB_LINES = 2
# where the plain bundle runs when the packed one has no `__file__` (exec'd by a harness)
UNNAMED_FILE = "<packed bundle>"


@dataclass(frozen=True)
class Packed:
    text: str  # the packed bundle, as written
    plain: str  # the bundle it runs
    codec: str
    size: int  # compressed bytes


def compress(data: bytes, codec: str) -> bytes:
    if codec == "zlib":
        return zlib.compress(data, 9)
    if codec == "lzma":
        return lzma.compress(data, format=lzma.FORMAT_ALONE, filters=_LZMA_FILTERS)
    if codec == "bz2":
        return bz2.compress(data, 9)
    raise ValueError(f"unknown codec {codec!r}")


def decompress(data: bytes, codec: str) -> bytes:
    """What the stub's `__import__(codec).decompress` gives back."""
    module = {"zlib": zlib, "lzma": lzma, "bz2": bz2}[codec]
    return module.decompress(data)


def pack(plain: str) -> Packed:
    """The plain bundle text packed with each codec; the shortest in UTF-16 code units."""
    data = plain.encode("utf-8")
    packings = []
    for codec in CODECS:
        payload = compress(data, codec)
        packings.append(
            Packed(packed_text(plain, codec, payload), plain, codec, len(payload))
        )
    return min(packings, key=lambda packed: utf16_length(packed.text))


def packed_text(plain: str, codec: str, payload: bytes) -> str:
    comments = _leading_comments(plain)
    kept = comments[: max(0, len(comments) - STUB_LINES)]
    return "".join(kept) + (
        "exec(compile(\n"
        f"__import__('{codec}').decompress(({dense.DECODER})"
        f"('{dense.encode_bytes(payload)}',{len(payload)})),"
        f"globals().get('__file__','{UNNAMED_FILE}'),'exec'))\n"
    )


def _leading_comments(text: str) -> list[str]:
    lines = []
    for line in text.splitlines(keepends=True):
        if not line.startswith("#"):
            break
        lines.append(line)
    return lines


def unpack(text: str) -> tuple[str, str]:
    """(the plain bundle, the codec) of a packed bundle's text, read from its stub (for
    `diff`); BundleError when the text is no packed bundle."""
    try:
        tree = ast.parse(text)
    except SyntaxError as error:
        raise BundleError(f"not a packed bundle: {error}") from None
    calls = [node for node in walk(tree) if isinstance(node, ast.Call)]
    decoding = [call for call in calls if isinstance(call.func, ast.Lambda)]
    importing = [
        call.args[0]
        for call in calls
        if getattr(call.func, "id", None) == "__import__" and len(call.args) == 1
    ]
    if len(decoding) != 1 or len(importing) != 1 or len(decoding[0].args) != 2:
        raise BundleError("not a packed bundle: no stub")
    payload, size, codec = (
        node.value if isinstance(node, ast.Constant) else None
        for node in (*decoding[0].args, importing[0])
    )
    if not isinstance(payload, str) or not isinstance(size, int) or codec not in CODECS:
        raise BundleError("not a packed bundle: a stub of another form")
    try:
        data = decompress(dense.decode_bytes(payload, size), str(codec))
        return data.decode("utf-8"), str(codec)
    except (ValueError, EOFError, lzma.LZMAError, zlib.error, OSError) as error:
        raise BundleError(f"not a packed bundle: {error}") from None
