def check_positive(x):
    assert x > 0, f"expected a positive number, got {x}"


def check_type(x):
    assert isinstance(x, int), ("wrong type", type(x).__name__)


def check_bare(x):
    assert x
