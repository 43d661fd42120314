"""Driver: hashids (one module: reversible short ids from integers with a salt-shuffled
alphabet, separators and guards, hex encoding, invalid input returning empty results).
"""

from hashids import Hashids

for salt, min_length, alphabet in [
    ("", 0, None),
    ("this is my salt", 0, None),
    ("this is my salt", 16, None),
    ("pepper", 8, "abcdefghijklmnopqrstuvwxyz1234567890"),
]:
    h = (
        Hashids(salt=salt, min_length=min_length)
        if alphabet is None
        else Hashids(salt=salt, min_length=min_length, alphabet=alphabet)
    )
    for numbers in [
        (0,),
        (1,),
        (12345,),
        (1, 2, 3),
        (683, 94108, 123, 5),
        (2**40,),
        (5, 5, 5, 5),
    ]:
        encoded = h.encode(*numbers)
        print(repr(salt), min_length, numbers, encoded, h.decode(encoded))
h = Hashids(salt="this is my salt")
print(
    "hex",
    h.encode_hex("507f1f77bcf86cd799439011"),
    h.decode_hex(h.encode_hex("507f1f77bcf86cd799439011")),
)
print(
    "invalid",
    h.encode(-1),
    h.encode("x"),
    h.encode(),
    h.decode("!!!"),
    h.decode(""),
    h.decode(h.encode(1) + "a"),
    h.encode_hex("xyz"),
)
for bad in ["abc", "aabbccddeeffgghhiijj", "a b c d e f g h i j k l m n o p"]:
    try:
        Hashids(alphabet=bad)
    except ValueError as error:
        print("ValueError", repr(bad), error)
print("internals", h._alphabet[:10], h._separators, h._guards, len(h._alphabet))
