"""Driver: u-msgpack-python (one-module MessagePack: `umsgpack` chooses Python 2 or 3 functions
at import and binds `packb`/`unpackb` as module globals; Ext types registered with a class
decorator, options keyword arguments)."""

import datetime as dt
import io

import umsgpack

VALUES = [
    None,
    True,
    0,
    -1,
    200,
    -200,
    70000,
    2**40,
    1.25,
    "hi",
    "é" * 3,
    b"\x00\xff",
    [1, "a"],
    {"k": [1, {"n": None}]},
    (1, 2),
]
for value in VALUES:
    packed = umsgpack.packb(value)
    print(repr(value)[:30], packed.hex(), umsgpack.unpackb(packed))
print(
    "force float precision", umsgpack.packb(1.5, force_float_precision="single").hex()
)
print("tuples", umsgpack.unpackb(umsgpack.packb([1, [2]]), use_tuple=True))
print(
    "compatibility",
    umsgpack.packb("s", compatibility=True).hex(),
    umsgpack.unpackb(umsgpack.packb(b"b", compatibility=True), compatibility=True),
)
ext = umsgpack.Ext(5, b"data")
print(
    "ext",
    umsgpack.packb(ext).hex(),
    umsgpack.unpackb(umsgpack.packb(ext)),
    ext == umsgpack.Ext(5, b"data"),
    ext.type,
    ext.data,
)


@umsgpack.ext_serializable(0x10)
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def packb(self):
        return umsgpack.packb([self.x, self.y])

    @staticmethod
    def unpackb(data):
        return Point(*umsgpack.unpackb(data))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


print(
    "serializable",
    umsgpack.unpackb(umsgpack.packb(Point(3, 4))),
    umsgpack.packb(Point(3, 4)).hex(),
)
handlers = {complex: lambda c: umsgpack.Ext(0x20, f"{c.real} {c.imag}".encode())}
packed = umsgpack.packb(1 + 2j, ext_handlers=handlers)
print(
    "handlers",
    packed.hex(),
    umsgpack.unpackb(
        packed, ext_handlers={0x20: lambda e: complex(*map(float, e.data.split()))}
    ),
)
moment = dt.datetime(
    2024,
    5,
    17,
    12,
    0,
    0,
    500,
    tzinfo=umsgpack.timezone.utc if hasattr(umsgpack, "timezone") else dt.timezone.utc,
)
print(
    "timestamp", umsgpack.packb(moment).hex(), umsgpack.unpackb(umsgpack.packb(moment))
)
stream = io.BytesIO()
umsgpack.pack({"a": 1}, stream)
umsgpack.pack([2], stream)
stream.seek(0)
print("stream", umsgpack.unpack(stream), umsgpack.unpack(stream))
for bad, kwargs in [
    (b"\xc1", {}),
    (b"\x92\x01", {}),
    (umsgpack.packb({(1,): 1}), {}),
    (b"\xa2\xff\xfe", {}),
    (umsgpack.packb({1: 2}), {"allow_invalid_utf8": True}),
]:
    try:
        print("bad", bad.hex(), umsgpack.unpackb(bad, **kwargs))
    except umsgpack.UnpackException as error:
        print("bad", bad.hex(), type(error).__name__)
try:
    umsgpack.packb(object())
except umsgpack.PackException as error:
    print("PackException", type(error).__name__)
print(
    "ordered", umsgpack.unpackb(umsgpack.packb({"z": 1, "a": 2}), use_ordered_dict=True)
)
print(
    "names",
    umsgpack.dumps is umsgpack.packb,
    umsgpack.loads is umsgpack.unpackb,
    umsgpack.version,
)
