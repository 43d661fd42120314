# fmt: off
"""Docstring."""
value = 3
f"{value}"
print(value)
value
