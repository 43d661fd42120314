from registry import command


@command()
def add(*numbers):
    """Add numbers."""
    return sum(int(n) for n in numbers)


@command("max")
def largest(*numbers):
    """The largest number."""
    return max(int(n) for n in numbers)
