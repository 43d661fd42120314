import zlib

print("loading compress")


def pack(data):
    return zlib.compress(data)
