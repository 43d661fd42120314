# fmt: off
def documented():
    """Shown to users."""
    return documented.__doc__


print(documented())
