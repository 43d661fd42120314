"""Helper docs."""
X: int = 1
def f(a: int) -> int:
    "fdoc"
    return a
