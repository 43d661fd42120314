"""Driver: base58 (one small package: Bitcoin and Ripple alphabets, checksummed encoding with
sha256, integer conversion, auto-detected str/bytes input, errors)."""

import hashlib

import base58

SAMPLES = [
    b"",
    b"\x00",
    b"\x00\x00\x01",
    b"hello world",
    bytes(range(20)),
    b"\xff" * 8,
    "text input",
]
for sample in SAMPLES:
    encoded = base58.b58encode(sample)
    data = sample.encode() if isinstance(sample, str) else sample
    print(
        "encode",
        repr(sample),
        encoded,
        base58.b58decode(encoded) == data,
        base58.b58encode(sample, alphabet=base58.RIPPLE_ALPHABET),
    )
for sample in SAMPLES[:5]:
    checked = base58.b58encode_check(sample)
    print("check", repr(sample), checked, base58.b58decode_check(checked))
for number in [0, 1, 57, 58, 3364, 2**64, 10**30]:
    encoded = base58.b58encode_int(number)
    print(
        "int",
        number,
        encoded,
        base58.b58decode_int(encoded),
        base58.b58encode_int(number, default_one=False),
    )
for bad in ["0OIl", "3vQB7B6MrGQZaxCuFg4oh", "11111111111111111111111111111111l"]:
    try:
        print("decode", bad, base58.b58decode(bad))
    except ValueError as error:
        print("ValueError", bad, error)
try:
    base58.b58decode_check(base58.b58encode(b"no checksum here"))
except ValueError as error:
    print("checksum ValueError", error)
key = hashlib.sha256(b"seed").digest()
print(
    "address-like", base58.b58encode_check(b"\x00" + hashlib.new("sha1", key).digest())
)
print("autofix", base58.b58decode("3mJr7AoUXx2Wqd", autofix=True))
print(
    "alphabets",
    base58.BITCOIN_ALPHABET,
    base58.RIPPLE_ALPHABET,
    base58.XRP_ALPHABET == base58.RIPPLE_ALPHABET,
)
print("trailing newline", base58.b58decode("2NEpo7TZRRrLZSi2U\n"))
print("version", base58.__version__)
for prefix in [b"\x00", b"\x05", b"\x6f"]:
    print("versioned", prefix.hex(), base58.b58encode_check(prefix + bytes(20)))
