"""Driver: msgpack, pure-Python path (the `_cmsgpack` extension left out, so `msgpack/__init__.py`
imports `msgpack.fallback` after an `os.environ` test): packing and unpacking, ExtType and
Timestamp, `default`/`object_hook`/`ext_hook`, the streaming `Unpacker`."""

import datetime as dt
import io

import msgpack
from msgpack import ExtType, Packer, Timestamp, Unpacker

print("implementation", msgpack.Packer.__module__, msgpack.Unpacker.__module__)
VALUES = [
    None,
    True,
    False,
    0,
    1,
    -1,
    127,
    128,
    -32,
    -33,
    255,
    256,
    65535,
    65536,
    2**32,
    -(2**63),
    2**64 - 1,
    1.5,
    0.1,
    "",
    "é",
    "x" * 40,
    b"\x00\x01",
    [],
    [1, [2, [3]]],
    {},
    {"a": 1, "b": [True, None]},
    (1, 2),
]
for value in VALUES:
    packed = msgpack.packb(value)
    print(repr(value)[:40], packed.hex()[:40], msgpack.unpackb(packed))
print(
    "use_bin_type False",
    msgpack.packb("s", use_bin_type=False).hex(),
    msgpack.unpackb(msgpack.packb(b"b", use_bin_type=False), raw=True),
)
print("tuples", msgpack.unpackb(msgpack.packb([1, (2,)]), use_list=False))
print("float32", msgpack.packb(1.5, use_single_float=True).hex())
print(
    "map keys",
    msgpack.unpackb(
        msgpack.packb({1: "int key", (1, 2): "tuple"}),
        strict_map_key=False,
        use_list=False,
    ),
)
try:
    msgpack.unpackb(msgpack.packb({1: "x"}))
except ValueError as error:
    print("strict_map_key", type(error).__name__, error)


def default(obj):
    if isinstance(obj, complex):
        return ExtType(42, f"{obj.real},{obj.imag}".encode())
    if isinstance(obj, set):
        return sorted(obj)
    raise TypeError(f"cannot pack {type(obj).__name__}")


def ext_hook(code, data):
    if code == 42:
        real, imag = data.decode().split(",")
        return complex(float(real), float(imag))
    return ExtType(code, data)


packed = msgpack.packb({"c": 1 + 2j, "s": {3, 1, 2}}, default=default)
print("ext", packed.hex(), msgpack.unpackb(packed, ext_hook=ext_hook))
try:
    msgpack.packb(object(), default=default)
except TypeError as error:
    print("TypeError", error)
print(
    "object_hook",
    msgpack.unpackb(
        msgpack.packb({"__pair__": [1, 2]}),
        object_hook=lambda d: tuple(d["__pair__"]) if "__pair__" in d else d,
    ),
)
print(
    "object_pairs_hook",
    msgpack.unpackb(msgpack.packb({"b": 1, "a": 2}), object_pairs_hook=list),
)
stamp = Timestamp(seconds=1_700_000_000, nanoseconds=123)
print(
    "timestamp",
    stamp,
    msgpack.packb(stamp).hex(),
    msgpack.unpackb(msgpack.packb(stamp)) == stamp,
    stamp.to_unix(),
    stamp.to_unix_nano(),
)
moment = dt.datetime(2024, 5, 17, 12, 0, tzinfo=dt.timezone.utc)
print(
    "datetime",
    msgpack.unpackb(msgpack.packb(moment, datetime=True), timestamp=3),
    Timestamp.from_datetime(moment),
)
buffer = io.BytesIO()
packer = Packer()
for item in [1, "two", [3], {"four": 4}]:
    buffer.write(packer.pack(item))
buffer.write(packer.pack_array_header(2) + packer.pack(5) + packer.pack(6))
buffer.write(packer.pack_map_pairs([("k", "v")]))
buffer.seek(0)
print("stream", list(Unpacker(buffer)))
unpacker = Unpacker(max_buffer_size=1000)
blob = msgpack.packb([1, 2, 3]) + msgpack.packb("end")
for chunk in [blob[:2], blob[2:5], blob[5:]]:
    unpacker.feed(chunk)
    print("feed", list(unpacker))
unpacker = Unpacker(io.BytesIO(msgpack.packb([[1, 2], 3])))
print(
    "headers",
    unpacker.read_array_header(),
    unpacker.read_array_header(),
    unpacker.unpack(),
    unpacker.skip(),
    unpacker.tell(),
)
for bad in [b"\xc1", b"\x92\x01", b"\x91\x01\x02"]:
    try:
        print("bad", bad.hex(), msgpack.unpackb(bad))
    except Exception as error:
        print("bad", bad.hex(), type(error).__name__)
print("version", msgpack.version)
