from __future__ import annotations


def area(width: int, height: int) -> int:
    return width * height
