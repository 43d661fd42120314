"""Driver: shortuuid (UUIDs encoded in a custom alphabet by integer division, `uuid5` names,
a module-level default instance whose bound methods are re-exported, seeded random ids).
"""

import random
import uuid

import shortuuid
from shortuuid import ShortUUID

FIXED = [
    uuid.UUID(int=0),
    uuid.UUID(int=1),
    uuid.UUID("12345678-1234-5678-1234-567812345678"),
    uuid.UUID(int=2**128 - 1),
]
for value in FIXED:
    encoded = shortuuid.encode(value)
    print(
        "encode",
        value,
        encoded,
        shortuuid.decode(encoded) == value,
        shortuuid.encode(value, pad_length=30),
    )
print("alphabet", shortuuid.get_alphabet(), len(shortuuid.get_alphabet()))
print(
    "uuid5",
    shortuuid.uuid(name="example.com"),
    shortuuid.uuid(name="http://example.com/path"),
)
custom = ShortUUID(alphabet="01")
print(
    "binary",
    custom.encode(uuid.UUID(int=5)),
    custom.encoded_length(),
    custom.uuid(name="x"),
)
hexa = ShortUUID(alphabet="0123456789abcdef")
print(
    "hex",
    hexa.encode(FIXED[2]),
    hexa.decode(hexa.encode(FIXED[2])),
    hexa.encoded_length(16),
)
dedup = ShortUUID(alphabet="aaabbbccc")
print("dedup alphabet", dedup.get_alphabet())
try:
    ShortUUID(alphabet="a")
except ValueError as error:
    print("ValueError", error)
su = ShortUUID()
su.set_alphabet("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
print(
    "set_alphabet",
    su.get_alphabet(),
    su.encode(FIXED[2]),
    su.decode(su.encode(FIXED[2])) == FIXED[2],
)
random.seed(7)
print("random-like uuid", shortuuid.encode(uuid.UUID(int=random.getrandbits(128))))
print(
    "lengths",
    [len(shortuuid.encode(uuid.UUID(int=n))) for n in (0, 1, 10**20, 2**127)],
    ShortUUID().encoded_length(),
)
print(
    "uuid5 legacy",
    shortuuid.uuid(name="example.com", pad_length=25),
    len(shortuuid.uuid()),
    len(shortuuid.random(length=12)),
)
print(
    "int conversion",
    shortuuid.main.int_to_string(12345, list("0123456789")),
    shortuuid.main.string_to_int("12345", list("0123456789")),
)
for n in [0, 1, 57, 58, 1000, 2**64]:
    print(
        "int_to_string",
        n,
        shortuuid.main.int_to_string(n, shortuuid.get_alphabet()),
        shortuuid.main.int_to_string(n, list("01"), padding=8),
    )
print("legacy decode", shortuuid.decode(shortuuid.encode(FIXED[2]), legacy=True))
print("version", shortuuid.__version__ if hasattr(shortuuid, "__version__") else "-")
for name in ["a", "b", "arena", "bundler", "https://example.com/x"]:
    print(
        "uuid5 name",
        name,
        shortuuid.uuid(name=name),
        ShortUUID(alphabet="0123456789").uuid(name=name),
    )
for length in [4, 8, 22]:
    print("encoded_length", length, ShortUUID().encoded_length(length))
