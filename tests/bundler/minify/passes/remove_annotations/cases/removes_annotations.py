# fmt: off
limit: int = 3
pending: list


def scale(value: float, factor: float = 2.0) -> float:
    result: float = value * factor
    count: int
    count = 1
    return result * count


class Plain:
    size: int = 4


print(scale(limit), Plain.size)
# output
limit = 3

def scale(value, factor=2.0):
    result = value * factor
    count = 1
    return result * count

class Plain:
    size = 4
print(scale(limit), Plain.size)
