from registry import plugin


@plugin("sum")
class DigitSum:
    def handle(self, arg):
        return str(sum(int(c) for c in arg if c.isdigit()))
