import hashlib

line = "".join(str(i % 10) for i in range(100_000))
print(line)
print(len(line), hashlib.sha256(line.encode()).hexdigest()[:16])
for n in range(2000):
    print(n, n * n, "x" * (n % 50))
board = ";".join(",".join(str((r * 31 + c * 17) % 13) for c in range(300)) for r in range(40))
print(board)
