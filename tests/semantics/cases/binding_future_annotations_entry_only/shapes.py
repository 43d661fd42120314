def area(width: int, height: int) -> int:
    return width * height
