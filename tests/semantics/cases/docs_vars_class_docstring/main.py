import sys
class Tool:
    """Tool docstring here."""
if sys.stdin.readline().strip() == "go":
    print([v for v in vars(Tool).values() if isinstance(v, str)])
print(Tool.__name__)
