import sys

if sys.version_info >= (3, 8):
    from compat_new import cached_total, describe
else:
    from compat_old import cached_total, describe

if sys.platform == "win32":
    import win_console as console
else:
    import posix_console as console

print(describe())
print(cached_total(10), cached_total(10))
console.emit("hello")
if sys.version_info < (3, 0):
    print("python 2?!")
print("done")
