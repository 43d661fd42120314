# fmt: off
# options: mode=library
VERSION: str = "1.0"


class Settings:
    host: str = "localhost"
    port: int = 8080


def area(width: float, height: float) -> float:
    return width * height


def _scale(value: float, factor: "float" = 2.0) -> float:
    return value * factor


print(area(2.0, 3.0), _scale(1.5), Settings.port, VERSION)
