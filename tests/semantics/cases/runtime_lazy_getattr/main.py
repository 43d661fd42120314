import sys

import toolkit

print("toolkit.compress" in sys.modules, "toolkit.hashing" in sys.modules)
print(toolkit.hashing.digest("abc"))
print(toolkit.hashing.digest("xyz"))
print(len(toolkit.compress.pack(b"a" * 100)))
print(toolkit.hashing is sys.modules["toolkit.hashing"])
try:
    toolkit.missing
except AttributeError as error:
    print(error)
