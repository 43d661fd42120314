import contextlib


class Board:
    def __init__(self, size):
        self.size = size

    def __enter__(self):
        print(f"  open board {self.size}")
        return self

    def __exit__(self, kind, value, traceback):
        print(f"  close board {self.size}")
        return False


@contextlib.contextmanager
def opened(name):
    lines = [f"open {name}"]
    yield lines
    lines.append(f"close {name}")
