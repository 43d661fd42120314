try:
    import numpy as np

    BACKEND = "numpy"
except ImportError:
    np = None
    BACKEND = "pure python"


def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]


def matmul(a, b):
    if np is not None:
        return np.matmul(np.array(a), np.array(b)).tolist()
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def trace(m):
    return sum(m[i][i] for i in range(len(m)))
