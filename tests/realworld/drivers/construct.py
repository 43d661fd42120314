"""Driver: construct (declarative binary formats: `Struct` of named subcons built with
`"name" / Int8ub` operator overloading, `this` expressions evaluated against a context,
`Computed`/`Switch`/`If`/`RepeatUntil`, `Container` results, build and parse and sizeof).
(Its docstrings are not doctests: `doctest` rejects `construct.core.BitsSwapped`'s.)"""

import construct.core
from construct import (
    Adapter,
    Array,
    BitStruct,
    BitsInteger,
    Byte,
    Bytes,
    Checksum,
    Computed,
    Const,
    CString,
    Enum,
    Flag,
    FlagsEnum,
    GreedyRange,
    Hex,
    If,
    IfThenElse,
    Int16ub,
    Int16ul,
    Int32sb,
    Int8ub,
    Padding,
    PascalString,
    Prefixed,
    PrefixedArray,
    RepeatUntil,
    Sequence,
    Struct,
    Switch,
    Tell,
    Terminated,
    VarInt,
    Float32b,
    this,
    StreamError,
    ConstError,
    ChecksumError,
)
import hashlib

Move = Struct(
    "frm" / Byte,
    "to" / Byte,
    "promo" / Enum(Byte, none=0, queen=1, rook=2, bishop=3, knight=4),
)
Packet = Struct(
    "magic" / Const(b"AB"),
    "version" / Int8ub,
    "flags" / FlagsEnum(Int8ub, check=1, capture=2, mate=4),
    "name" / PascalString(Int8ub, "utf8"),
    "count" / Int16ub,
    "moves" / Array(this.count, Move),
    "has_score" / Flag,
    "score" / If(this.has_score, Int32sb),
    "kind" / Int8ub,
    "payload"
    / Switch(
        this.kind, {1: Int16ul, 2: CString("ascii"), 3: Float32b}, default=Bytes(2)
    ),
    "total" / Computed(lambda ctx: ctx.count * 2),
    "offset" / Tell,
    "tail" / PrefixedArray(Int8ub, VarInt),
    Terminated,
)
data = dict(
    version=3,
    flags=dict(check=True, mate=True),
    name="ann",
    count=2,
    moves=[dict(frm=12, to=28, promo="none"), dict(frm=52, to=60, promo="queen")],
    has_score=True,
    score=-150,
    kind=2,
    payload="hi",
    tail=[1, 300, 70000],
)
raw = Packet.build(data)
print("built", raw.hex())
parsed = Packet.parse(raw)
print(parsed)
print(
    "fields",
    parsed.name,
    parsed.moves[1].promo,
    int(parsed.moves[1].promo),
    parsed.flags.mate,
    parsed.total,
    parsed.offset,
    parsed.tail,
)
for kind, payload in [(1, 513), (3, 1.5), (9, b"zz")]:
    blob = Packet.build(
        dict(data, kind=kind, payload=payload, has_score=False, score=None)
    )
    print("switch", kind, blob.hex(), Packet.parse(blob).payload)
print("sizeof", Move.sizeof(), Int32sb.sizeof(), Array(5, Int16ub).sizeof())
bits = BitStruct("a" / Flag, "b" / BitsInteger(3), "c" / BitsInteger(4))
print("bits", bits.parse(b"\xb5"), bits.build(dict(a=True, b=3, c=5)).hex())
print(
    "sequence", Sequence(Int8ub, CString("utf8"), Int16ub).parse(b"\x01hi\x00\x00\x02")
)
print(
    "greedy",
    GreedyRange(Int16ub).parse(b"\x00\x01\x00\x02\x00"),
    RepeatUntil(lambda x, lst, ctx: x == 0, Byte).parse(b"\x03\x02\x00\x09"),
)
print(
    "prefixed",
    Prefixed(Int8ub, GreedyRange(Byte)).parse(b"\x03abcde"),
    IfThenElse(this.x > 0, Int8ub, Int16ub).parse(b"\x00\x05", x=0),
)
print(
    "hex",
    Hex(Int32sb).parse(b"\x00\x00\x01\x00"),
    str(Hex(Bytes(3)).parse(b"\x01\x02\x03")),
)
checked = Struct(
    "fields" / Struct("a" / Int8ub, "b" / Int8ub),
    "digest"
    / Checksum(
        Bytes(32),
        lambda data: hashlib.sha256(data).digest(),
        lambda ctx: Struct("a" / Int8ub, "b" / Int8ub).build(ctx.fields),
    ),
)
blob = checked.build(dict(fields=dict(a=1, b=2)))
print("checksum", blob.hex()[:20], checked.parse(blob).fields)
try:
    checked.parse(blob[:2] + bytes(32))
except ChecksumError as error:
    print("ChecksumError", type(error).__name__)


class Ip(Adapter):
    def _decode(self, obj, context, path):
        return ".".join(map(str, obj))

    def _encode(self, obj, context, path):
        return list(map(int, obj.split(".")))


IpAddr = Ip(Array(4, Byte))
print("adapter", IpAddr.parse(b"\xc0\xa8\x00\x01"), IpAddr.build("10.0.0.255").hex())
for bad, fmt in [
    (b"XY", Const(b"AB")),
    (b"\x01", Int16ub),
    (b"ab\x00extra", Struct("s" / CString("ascii"), Terminated)),
]:
    try:
        fmt.parse(bad)
    except (StreamError, ConstError, construct.core.TerminatedError) as error:
        print("error", type(error).__name__, str(error).splitlines()[0][:60])
print("padding", Struct("a" / Byte, Padding(2), "b" / Byte).parse(b"\x01\x00\x00\x02"))
print(
    "container",
    {k: v for k, v in parsed.moves[0].items() if not k.startswith("_")},
    parsed.moves[0] == parsed.moves[0],
    list(parsed.keys())[1:4],
)
