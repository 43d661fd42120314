# fmt: off
print(2 ** 10, 60 * 60 * 24, "ab" + "cd", b"x" + b"y", 7 - 10, (1 + 2) * x if (x := 3) else 0)
# output
print(1024, 86400, 'abcd', b'xy', -3, 3 * x if (x := 3) else 0)
