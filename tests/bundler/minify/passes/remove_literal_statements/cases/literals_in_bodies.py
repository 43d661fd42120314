# fmt: off
"""Module docstring stays for the docstring pass to decide."""
"not a docstring"
42


def work():
    "docstring"
    ...
    "a comment written as a string"
    return 1


class Empty:
    ...


print(work(), Empty)
# output
"""Module docstring stays for the docstring pass to decide."""

def work():
    """docstring"""
    return 1

class Empty:
    pass
print(work(), Empty)
