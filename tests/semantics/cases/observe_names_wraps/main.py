from decorators import logged, plain


@logged
def add(a, b):
    """Add two numbers."""
    return a + b


class Calc:
    @logged
    def mul(self, a, b):
        return a * b


@plain
def sub(a, b):
    return a - b


print(add(2, 3), Calc().mul(4, 5), sub(9, 4))
for f in (add, Calc.mul, sub):
    print(f.__name__, f.__qualname__, f.__doc__, hasattr(f, "__wrapped__"))
print(add.__wrapped__.__name__, add.__module__, sub.__module__)
