import linalg

print("backend:", linalg.BACKEND)
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print("product:", linalg.matmul(a, b))
print("identity^3:", linalg.matmul(linalg.identity(2), linalg.identity(2)))
print("trace:", linalg.trace(linalg.matmul(a, a)))
