"""Driver: bencode.py (two import names, `bencode` and `bencodepy`, one re-exporting the
other; decoding dispatched through a table of functions keyed by the first byte, encoders keyed
by type, `Bencached`, the `BencodeDecoder` options)."""

import collections

import bencode
import bencodepy
from bencodepy import Bencode, BencodeDecodeError

VALUES = [
    0,
    -42,
    123456789012345678901234567890,
    b"",
    b"spam",
    "unicode é",
    [],
    [1, b"a", [2]],
    {},
    {b"b": 1, b"a": [b"x"]},
    {"str key": "value"},
    True,
    (1, 2),
    collections.OrderedDict([(b"z", 1), (b"a", 2)]),
]
for value in VALUES:
    encoded = bencode.encode(value)
    print(repr(value)[:40], encoded, bencode.decode(encoded))
print("bdecode alias", bencode.bdecode(b"li1ei2ee"), bencode.bencode([b"x"]))
for bad in [b"i01e", b"i-0e", b"4:ab", b"l", b"d1:ae", b"x", b"i1ei2e", b"03:abc"]:
    try:
        print("decode", bad, bencode.decode(bad))
    except BencodeDecodeError as error:
        print("decode", bad, "BencodeDecodeError", error)
    except Exception as error:
        print("decode", bad, type(error).__name__)
coder = Bencode(encoding="utf-8")
print("utf-8 coder", coder.decode(b"d3:key5:valuee"), coder.encode({"k": ["v"]}))
strict = Bencode(encoding="utf-8", encoding_fallback="all")
print("fallback", strict.decode(b"l2:\xff\xfe3:abce"))
dict_type = Bencode(dict_ordered=True, dict_ordered_sort=True)
print("ordered", dict_type.decode(b"d1:bi1e1:ai2ee"))
print(
    "same module",
    bencodepy.encode is bencode.encode if hasattr(bencodepy, "encode") else "-",
    bencode.__name__,
    bencodepy.__name__,
)
try:
    bencode.encode(object())
except Exception as error:
    print("encode error", type(error).__name__)
print(
    "torrent-like",
    bencode.encode(
        {
            b"announce": b"http://tracker",
            b"info": {b"name": b"file", b"length": 1024, b"pieces": b"\x00" * 4},
        }
    ),
)
